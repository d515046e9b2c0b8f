/** What a widget accepts: count, size in MB, extensions (lower case, no dot). */
export interface UploadLimits {
  limit: number
  fileSize: number
  fileType: readonly string[]
}

export const fileExtension = (name: string) => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase()

/** The hint under a widget: 请上传 大小不超过 5MB 格式为 png/jpg/jpeg 的文件. */
export function uploadHint({ fileSize, fileType }: UploadLimits): string {
  const size = fileSize > 0 ? ` 大小不超过 ${fileSize}MB` : ''
  const type = fileType.length > 0 ? ` 格式为 ${fileType.join('/')}` : ''
  return `请上传${size}${type} 的文件`
}

export interface RefusalTexts {
  type: (fileType: readonly string[]) => string
  size: (fileSize: number) => string
  count: (limit: number) => string
}

/** The family's refusal messages (FileUpload). */
export const FILE_REFUSALS: RefusalTexts = {
  type: (fileType) => `文件格式不正确，请上传${fileType.join('/')}格式文件!`,
  size: (fileSize) => `上传文件大小不能超过 ${fileSize} MB!`,
  count: (limit) => `上传文件数量不能超过 ${limit} 个!`,
}

/** The family's refusal messages (ImageUpload). */
export const IMAGE_REFUSALS: RefusalTexts = {
  type: (fileType) => `文件格式错误，请上传图片类型,如：${fileType.join('/')}图片格式文件!`,
  size: (fileSize) => `上传图片大小不能超过 ${fileSize} MB!`,
  count: (limit) => `上传文件数量不能超过 ${limit} 个!`,
}

/** Why `file` may not be uploaded (type first, then size), or null. Counting is done by the caller. */
export function refuseFile(
  file: { name: string; size: number },
  limits: UploadLimits,
  texts: RefusalTexts,
): string | null {
  if (limits.fileType.length > 0 && !limits.fileType.includes(fileExtension(file.name)))
    return texts.type(limits.fileType)
  if (limits.fileSize > 0 && file.size > limits.fileSize * 1024 * 1024) return texts.size(limits.fileSize)
  return null
}
