import { DictTag, formatMoney, type FieldDescription } from '@wp/kit'
import { DeptName, UserName } from '@wp/ui'

/** A stored file address's name for the link (the last path part). */
const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url)

/** One field's value as a detail page reads it: dictionary labels, 是 / 否, money in 万元, names, file links. */
export function FieldValue({ field, value }: { field: FieldDescription; value: unknown }) {
  if (value === null || value === undefined || value === '') return <span style={{ color: '#999' }}>—</span>
  switch (field.type) {
    case 'dict':
    case 'status':
      return <DictTag type={field.dictType} value={String(value)} />
    case 'boolean':
      return <>{value ? '是' : '否'}</>
    case 'money':
      return <>{`${formatMoney(value as number)} 万元`}</>
    case 'number':
    case 'percent':
      return <>{`${String(value)}${field.unit ? ` ${field.unit}` : ''}`}</>
    case 'dept':
      return <DeptName id={value} />
    case 'user':
      return <UserName id={value} />
    case 'file':
    case 'image':
      return (
        <>
          {String(value)
            .split(',')
            .filter(Boolean)
            .map((url) => (
              <div key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {fileName(url)}
                </a>
              </div>
            ))}
        </>
      )
    default:
      return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>
  }
}
