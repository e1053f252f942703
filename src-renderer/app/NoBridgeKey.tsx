import { useT } from '../i18n/useT';

/**
 * Browser mode, in a tab that was never handed the run's key (opened on the bare address, or in a
 * second tab): the key stays in the tab Bulkpay opened, so this one says where to go instead of
 * showing screens that cannot reach the core.
 */
export function NoBridgeKey() {
  const { t } = useT();
  return (
    <main className="content no-bridge-key">
      <section className="panel" role="alert">
        <h1>{t('i18nfix.browserNoKeyTitle')}</h1>
        <p>{t('i18nfix.browserNoKey')}</p>
      </section>
    </main>
  );
}
