import type { Core } from '../core';
import type { HandlerMap } from './dispatch';
import { appHandlers } from '../app/handlers';

/** The handler for every channel of the contract. The type makes a missing channel a compile error. */
export function createHandlers(core: Core): HandlerMap {
  return {
    ...appHandlers(core),
  };
}
