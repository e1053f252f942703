import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import type Forge from 'node-forge';
import { err, ok, type Result } from '../../../src-shared/result';
import { forge } from './forge';

/** One file the user picked: a PEM (key, certificate, or both) or a PKCS#12 (.p12/.pfx). */
export interface KeyFile {
  name: string;
  bytes: Buffer;
}

export interface KeyMaterial {
  privateKey?: KeyObject;
  certificates: X509Certificate[];
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g;
const KEY_LABELS = new Set(['PRIVATE KEY', 'RSA PRIVATE KEY', 'ENCRYPTED PRIVATE KEY', 'EC PRIVATE KEY']);

/**
 * Reads the private key and certificates out of the picked files. `passphrase` opens an encrypted
 * PEM key or a PKCS#12 file. Errors name the file and say what to do; they never echo key bytes.
 */
export function readKeyMaterial(files: KeyFile[], passphrase?: string): Result<KeyMaterial> {
  const material: KeyMaterial = { certificates: [] };
  for (const file of files) {
    const text = file.bytes.toString('latin1');
    const read = text.includes('-----BEGIN ') ? readPem(file.name, text, passphrase) : readBinary(file, passphrase);
    if (!read.ok) return read;
    if (read.value.privateKey) {
      if (material.privateKey) {
        return err(
          'several_private_keys',
          'More than one private key was chosen; choose only the key that belongs to the certificate.',
        );
      }
      material.privateKey = read.value.privateKey;
    }
    material.certificates.push(...read.value.certificates);
  }
  return ok(material);
}

function readPem(fileName: string, text: string, passphrase?: string): Result<KeyMaterial> {
  const material: KeyMaterial = { certificates: [] };
  for (const match of text.matchAll(PEM_BLOCK)) {
    const [block, label] = match as unknown as [string, string];
    if (label === 'CERTIFICATE') {
      try {
        material.certificates.push(new X509Certificate(block));
      } catch {
        return err(
          'certificate_unreadable',
          `The certificate in ${fileName} could not be read; export it again as PEM.`,
          undefined,
          { file: fileName },
        );
      }
    } else if (KEY_LABELS.has(label)) {
      const key = readPemKey(fileName, block, passphrase);
      if (!key.ok) return key;
      material.privateKey = key.value;
    }
  }
  if (!material.privateKey && material.certificates.length === 0) {
    return err('file_unreadable', `${fileName} holds no private key or certificate in PEM form.`, undefined, {
      file: fileName,
      context: 'not_pem',
    });
  }
  return ok(material);
}

function readPemKey(fileName: string, block: string, passphrase?: string): Result<KeyObject> {
  const encrypted = block.includes('ENCRYPTED');
  if (encrypted && !passphrase) {
    return err(
      'passphrase_required',
      `The private key in ${fileName} is protected by a passphrase; enter the passphrase and try again.`,
      undefined,
      { file: fileName },
    );
  }
  try {
    return ok(createPrivateKey(encrypted ? { key: block, passphrase } : { key: block }));
  } catch {
    return encrypted
      ? err(
          'wrong_passphrase',
          `The passphrase does not open the private key in ${fileName}; check it and try again.`,
          undefined,
          { file: fileName },
        )
      : err(
          'key_unreadable',
          `The private key in ${fileName} could not be read; export it again as PEM (PKCS#1 or PKCS#8).`,
          undefined,
          { file: fileName },
        );
  }
}

/** A binary file: PKCS#12, or else a DER certificate. */
function readBinary(file: KeyFile, passphrase?: string): Result<KeyMaterial> {
  const { asn1: der, pkcs12, pki } = forge();
  let asn1: Forge.asn1.Asn1;
  try {
    asn1 = der.fromDer(file.bytes.toString('binary'));
  } catch {
    return err('file_unreadable', `${file.name} is neither a PEM file nor a PKCS#12 (.p12/.pfx) file.`, undefined, {
      file: file.name,
      context: 'not_pem',
    });
  }
  try {
    return ok({ certificates: [new X509Certificate(file.bytes)] });
  } catch {
    // not a DER certificate: read it as PKCS#12 below
  }
  let p12: Forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = pkcs12.pkcs12FromAsn1(asn1, false, passphrase ?? '');
  } catch (e) {
    const wrongPassword = e instanceof Error && /password/i.test(e.message);
    if (wrongPassword && !passphrase) {
      return err(
        'passphrase_required',
        `${file.name} is protected by a password; enter the password and try again.`,
        undefined,
        { file: file.name },
      );
    }
    return wrongPassword
      ? err('wrong_passphrase', `The password does not open ${file.name}; check it and try again.`, undefined, {
          file: file.name,
        })
      : err(
          'file_unreadable',
          `${file.name} could not be read as PKCS#12 (${file.name.endsWith('.pem') ? 'PEM' : '.p12/.pfx'}); export it again.`,
          undefined,
          { file: file.name, context: 'pkcs12' },
        );
  }
  const material: KeyMaterial = { certificates: [] };
  const keyBags = [
    ...(p12.getBags({ bagType: pki.oids.pkcs8ShroudedKeyBag! })[pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: pki.oids.keyBag! })[pki.oids.keyBag!] ?? []),
  ];
  for (const bag of keyBags) {
    if (!bag.key)
      return err(
        'key_not_rsa',
        `The private key in ${file.name} is not an RSA key; the bank accepts only RSA keys (rsa-sha256).`,
        undefined,
        { file: file.name, context: 'file' },
      );
    const bytes = Buffer.from(der.toDer(pki.privateKeyToAsn1(bag.key)).getBytes(), 'binary');
    material.privateKey = createPrivateKey({ key: bytes, format: 'der', type: 'pkcs1' });
    bytes.fill(0);
  }
  for (const bag of p12.getBags({ bagType: pki.oids.certBag! })[pki.oids.certBag!] ?? []) {
    const asn = bag.cert ? pki.certificateToAsn1(bag.cert) : bag.asn1;
    material.certificates.push(new X509Certificate(Buffer.from(der.toDer(asn).getBytes(), 'binary')));
  }
  return ok(material);
}
