/** Hands bytes to the browser as a download with the given file name. */
export function saveFile(bytes: BlobPart, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Give the download a moment to start before the link is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
