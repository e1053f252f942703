import type { BuildOptions } from 'esbuild';

export const WEB_MAIN: string;
export const WEB_ELECTRON_PROBE: string;
export function buildWeb(): Promise<void>;
export function webBuildOptions(outdir: string): Promise<BuildOptions & { outdir: string }>;
export function webBuilds(outdir: string): Promise<(BuildOptions & { outdir: string })[]>;
