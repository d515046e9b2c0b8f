import { DictTag } from '@wp/kit'

/** `<wp-dict-tag dict-type="sys_normal_disable" value="0">`: the entry's label, styled as a tag. */
export default function DictTagElement({ dictType, value }: { dictType?: string; value?: string }) {
  if (!dictType) return null
  return <DictTag type={dictType} value={value ?? ''} />
}
