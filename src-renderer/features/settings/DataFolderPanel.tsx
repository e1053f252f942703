import { useEffect, useState } from 'react';
import { bulkpay } from '../../bridge';
import { useToasts } from '../../components/Toast';
import { useT } from '../../i18n/useT';

/** Where Bulkpay keeps the history database, logs and sealed key files (keys themselves are in the keychain). */
export function DataFolderPanel() {
  const [path, setPath] = useState<string | null>(null);
  const toasts = useToasts();
  const { t } = useT();
  useEffect(() => {
    void bulkpay.app.info({}).then((r) => r.ok && setPath(r.value.dataDir));
  }, []);
  return (
    <section className="panel" aria-labelledby="data-folder-heading">
      <h3 id="data-folder-heading">{t('settingsPanels.dataFolder')}</h3>
      <p>
        {t('settingsPanels.dataFolderIn')} <span className="mono">{path ?? '…'}</span>.{' '}
        {t('settingsPanels.dataFolderKeys')}
      </p>
      <button
        type="button"
        onClick={async () => {
          const r = await bulkpay.app.revealDataFolder({});
          if (!r.ok) toasts.show('error', r.error);
        }}
      >
        {t('settingsPanels.showDataFolder')}
      </button>
    </section>
  );
}
