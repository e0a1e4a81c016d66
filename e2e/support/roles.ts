import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { adminCall } from './admin-api';
import { unique } from './session';

/* The plant office's people, each signing in with a role of only what their job needs. */

export type Permissions = { scope: string; actions: string[] }[];

/** A role of exactly these permissions and a user holding it, made by the admin; returns the user's sign-in. */
export async function staff(request: APIRequestContext, token: string, role: string, permissions: Permissions) {
  const made = await adminCall(request, token, 'POST', 'roles', { name: unique(role), permissions });
  const email = `${role.toLowerCase().replaceAll(' ', '-')}-${Date.now().toString(36)}@example.com`;
  const password = 'plant-office-password';
  await adminCall(request, token, 'POST', 'users', {
    email,
    password,
    firstName: role.split(' ')[0],
    lastName: 'Staff',
    isActive: true,
    roleId: made.id,
  });
  return { email, password };
}

/**
 * Resolves once the page's CSS transitions have run their course (colours easing into the dark
 * theme, the sidebar sliding): a picture or a click then meets the page as it comes to rest,
 * however long that takes on a busy machine, and no longer than it takes.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // A transition cut short by the next one is cancelled: that one is waited for instead.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Set by whoever reviews the screens (`E2E_PHOTOGRAPHS=1 npm run test:e2e`): checkScreen then photographs each. */
const PHOTOGRAPHS = !!process.env.E2E_PHOTOGRAPHS;

/**
 * The screen as it stands fits a phone (390 × 844): it never scrolls sideways. With E2E_PHOTOGRAPHS
 * set it is photographed too, light, dark and on the phone, into the test's output; nobody looks at
 * pictures a CI run takes, and each took seconds.
 */
export async function checkScreen(page: Page, info: TestInfo, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  if (PHOTOGRAPHS) {
    // From the top, so the sticky header and the sidebar sit where they belong in a whole-page picture.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: info.outputPath(`${name}-light.png`), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    // Colours ease over 300 ms (the sidebar, the buttons): the picture waits for the dark ones.
    await transitionsEnded(page);
    await page.screenshot({ path: info.outputPath(`${name}-dark.png`), fullPage: true });
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  // The layout turns into its phone form (the sidebar a closed drawer, the page full width) a moment after the resize.
  await page.waitForFunction(() => (document.querySelector('main')?.getBoundingClientRect().left ?? 99) < 1);
  await transitionsEnded(page);
  // A phone page never scrolls sideways: what does not fit scrolls inside its own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: the page scrolls sideways on a phone`).toBeLessThanOrEqual(1);
  if (PHOTOGRAPHS) await page.screenshot({ path: info.outputPath(`${name}-phone.png`), fullPage: true });
  await page.setViewportSize(size);
  // Back at a desktop size the page slides over for the sidebar (a 300 ms transition): the next
  // click waits until it stands still, or it lands where a button was during the slide.
  if (size.width >= 1024) {
    await page.waitForFunction(() => (document.querySelector('main')?.getBoundingClientRect().left ?? 0) > 1);
  }
  await transitionsEnded(page);
}
