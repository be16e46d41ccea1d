/** The bytes of a Blob (what a file chooser would hand the parse worker). */
export async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}
