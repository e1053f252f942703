/** Builds the `bulkpay` command line bundle into out/cli/ (see build-cli.mjs). */
export declare const CLI_OUT_DIR: string;
export declare function buildCli(options?: { quiet?: boolean }): Promise<void>;
