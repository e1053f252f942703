import { ok } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { DesktopShell } from '../../platform/shell/desktop';
import { describeCertificate } from './key-checks';
import type { KeyService } from './key-service';
import { PickedKeyFiles } from './picked-key-files';
import type { RenewalService } from './renewal';

type KeysHandlers = Pick<
  HandlerMap,
  'keys:pickFile' | 'keys:check' | 'keys:import' | 'keys:generateCsr' | 'keys:renew'
>;

/**
 * Settings' QSEAL keys: import, a new key's request, renewal. Only metadata leaves main, and key
 * files come in by handle: main opens them itself (`keys:pickFile`), never the renderer.
 */
export function keysHandlers(keys: KeyService, renewal: RenewalService, desktop: DesktopShell): KeysHandlers {
  const picked = new PickedKeyFiles(desktop);
  return {
    'keys:pickFile': async () => {
      const files = await picked.pick();
      return files.ok ? ok({ files: files.value }) : files;
    },
    'keys:check': async ({ files, passphrase }) => {
      const read = await picked.read(files);
      if (!read.ok) return read;
      const checked = keys.checkFiles(read.value, passphrase);
      return checked.ok ? ok(describeCertificate(checked.value.certificate)) : checked;
    },
    'keys:import': async ({ profileId, files, passphrase }) => {
      const read = await picked.read(files);
      return read.ok ? keys.importKey(profileId, read.value, passphrase) : read;
    },
    'keys:generateCsr': async ({ profileId, bits, ...subject }) => {
      const csr = await keys.generateKeyAndCsr(profileId, bits, subject);
      return csr.ok ? ok({ csrPem: csr.value }) : csr;
    },
    'keys:renew': async ({ profileId, files, passphrase }) => {
      const read = await picked.read(files);
      return read.ok ? renewal.renew(profileId, read.value, passphrase) : read;
    },
  };
}
