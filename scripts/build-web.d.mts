export const WEB_MAIN: string;
export function buildWeb(): Promise<void>;
