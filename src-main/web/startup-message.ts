import type { TFunction } from 'i18next';

export interface BrowserStartOutcome {
  /** The opener said it opened something (a launch file or the plain address). */
  opened: boolean;
  /** Why no launch file could be written, when that is why the browser was not opened. */
  launchFileProblem?: { folder: string; reason: string } | undefined;
}

/**
 * What `npm run start:browser` prints once the server listens. The plain address is always there:
 * an opener exiting 0 does not mean a browser showed the launch file (a snap or flatpak browser
 * with its own /tmp, WSL, an editor registered for .html).
 */
export function browserStartMessage(t: TFunction, launchUrl: string, outcome: BrowserStartOutcome): string {
  const lines = outcome.opened
    ? [t('i18nfix.browserOpened'), t('i18nfix.browserFallback')]
    : [
        ...(outcome.launchFileProblem ? [t('i18nfix.launchFileFailed', outcome.launchFileProblem)] : []),
        t('i18nfix.browserNotOpened'),
      ];
  return [...lines, `  ${launchUrl}`, t('i18nfix.browserKeyNote')].join('\n');
}
