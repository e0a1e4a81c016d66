/**
 * Browsers by the token their user agent carries, most specific first: Edge, Opera and Samsung
 * Internet also say "Chrome", Chrome also says "Safari".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first: Android also says "Linux", an iPhone "like Mac OS X". */
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A program that is no browser (curl/8.5.0, a script): its name and version, in plain characters. */
const PROGRAM = /^([A-Za-z][\w.-]{0,39})(?:\/([\w.]{1,20}))?/;

const first = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A session's device as a person reads it, from the User-Agent it signed in with: "Chrome on
 * Windows", "Safari on iPhone"; a program that is no browser by its own name ("curl 8.5.0"), and
 * "Unknown device" when nothing is given. Only names from the tables, or the program's plain
 * characters, ever come out: the header is whatever the client sent.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const text = userAgent?.trim() ?? '';
  if (!text) return 'Unknown device';
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  const program = PROGRAM.exec(text);
  if (!program?.[1] || program[1] === 'Mozilla') return 'Unknown device';
  return program[2] ? `${program[1]} ${program[2]}` : program[1];
}
