const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** '15m', '7d', '3600' (seconds) → seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a duration (use e.g. 900, 15m, 12h or 7d)`);
  const seconds = Number(match[1]) * (UNIT_SECONDS[match[2] || 's'] ?? 1);
  if (seconds <= 0) throw new Error(`"${text}" must be longer than zero`);
  return seconds;
}
