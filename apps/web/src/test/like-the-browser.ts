import { configure, getConfig } from '@testing-library/react';

/**
 * Runs `steps` as a browser runs them: each event goes straight to the page, with no act() around
 * it to finish React's work before the next. Under act() a field that shows a key one render late
 * still passes; a barcode scanner (or a quick typist) in the browser drops what such a field shows.
 */
export async function likeTheBrowser<T>(steps: () => Promise<T>): Promise<T> {
  const { eventWrapper, asyncWrapper } = getConfig();
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
  configure({ eventWrapper: (dispatch) => dispatch(), asyncWrapper: (run) => run() });
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await steps();
  } finally {
    configure({ eventWrapper, asyncWrapper });
    env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
