/** A picked file as main receives it: its name and its bytes in base64 (main reads the key out of it). */
export interface PickedFile {
  name: string;
  base64: string;
}

export async function readPickedFiles(files: FileList | File[]): Promise<PickedFile[]> {
  return Promise.all(
    Array.from(files).map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { name: file.name, base64: btoa(binary) };
    }),
  );
}

/** Offers text as a file download (the CSR for the trust service provider). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/pkcs10' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}
