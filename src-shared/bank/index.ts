// The bank's contract, once: limits and the zod schemas of what we send it.
export * from './limits';
export * from './schemas';
