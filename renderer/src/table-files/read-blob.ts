/** Reads a file in chunks, telling the fraction read so far, so a large one shows progress. */
export async function readBlob(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  const reader = file.stream().getReader();
  let offset = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes.set(value, offset);
    offset += value.length;
    onProgress(file.size ? offset / file.size : 1);
  }
  return bytes.subarray(0, offset);
}
