import { CHECK_TYPES, MODEL_DATA_TYPES, type ModelDefinition } from '@wp/contract'
import { z } from 'zod'
import { expandFormat } from '../../serial/serial'
import { ServiceError } from '../../http/errors'
import { filledText } from '../../http/validation'
import { FIELD_CODE } from '../record/repository'

const name = (label: string, max = 100) =>
  filledText(max, `${label}不能为空`, `${label}最多${max}个字符`).regex(/^[^<>]*$/, `${label}不能包含 < 或 >`)
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? null : v), s.nullable().optional())
const code = z.string().trim().regex(FIELD_CODE, '字段编码须以字母开头，只含字母、数字、下划线，最长 40 位')

/** The body of `PUT /masterdata/model/definition/:modelId`: the spec's fieldList, regionList, ruleList, inspectList. */
export const definitionSchema = z.object({
  fieldList: z
    .array(
      z.object({
        fieldCode: code,
        fieldName: name('字段名称'),
        dataType: z.enum(MODEL_DATA_TYPES as [string, ...string[]], '数据类型无效'),
        length: opt(z.number().int().min(1).max(4000)),
        scale: opt(z.number().int().min(0).max(8)),
        required: z.boolean().optional(),
        unique: z.boolean().optional(),
        isBizKey: z.boolean().optional(),
        listShow: z.boolean().optional(),
        queryable: z.boolean().optional(),
        dictType: opt(
          z
            .string()
            .trim()
            .max(100)
            .regex(/^[a-z0-9_]+$/, '字典类型无效'),
        ),
        refModelCode: opt(z.string().trim().max(50)),
        defaultValue: opt(z.string().max(200)),
        regionCode: opt(z.string().trim().max(50)),
        sensitive: z.boolean().optional(),
      }),
    )
    .max(200, '字段最多 200 个'),
  regionList: z
    .array(
      z.object({
        regionCode: z.string().trim().min(1, '分区编码不能为空').max(50),
        regionName: name('分区名称'),
        columns: opt(z.number().int().min(1).max(3)),
      }),
    )
    .max(20),
  ruleList: z
    .array(
      z.object({
        ruleName: name('规则名称'),
        fieldCode: opt(code),
        format: z.string().trim().min(1, '编码格式不能为空').max(100, '编码格式最多100个字符'),
      }),
    )
    .max(20),
  inspectList: z
    .array(
      z.object({
        ruleName: name('规则名称'),
        checkType: z.enum(CHECK_TYPES as [string, ...string[]], '校验类型无效'),
        fieldCode: opt(code),
        fields: opt(z.array(code).max(5)),
        pattern: opt(z.string().max(500)),
        min: opt(z.number()),
        max: opt(z.number()),
        refModelCode: opt(z.string().trim().max(50)),
        severity: z.enum(['block', 'warn']).optional(),
        message: opt(
          z
            .string()
            .max(200)
            .regex(/^[^<>]*$/, '提示信息不能包含 < 或 >'),
        ),
      }),
    )
    .max(50),
})

/** Serial-number format of a coding rule: `{seq:5}` is the serial's `{seq5}`. */
export const serialFormat = (format: string) => format.replace(/\{seq:(\d{1,2})\}/g, '{seq$1}')

/** The checks a schema cannot make: codes unique, rules naming fields that exist, patterns and formats that work. */
export function checkDefinition(def: ModelDefinition) {
  const codes = new Set<string>()
  for (const f of def.fieldList) {
    if (codes.has(f.fieldCode)) throw new ServiceError(`字段编码 ${f.fieldCode} 重复`)
    if (['recordId', 'code', 'orgId', 'recordStatus', 'modelVersion', 'createTime', 'updateTime'].includes(f.fieldCode))
      throw new ServiceError(`字段编码 ${f.fieldCode} 为系统保留字段`)
    codes.add(f.fieldCode)
    if (f.dataType === 'dict' && !f.dictType) throw new ServiceError(`字段「${f.fieldName}」为字典类型，须指定字典`)
    if (f.dataType === 'modelRef' && !f.refModelCode)
      throw new ServiceError(`字段「${f.fieldName}」为引用类型，须指定引用模型`)
    if (f.regionCode && !def.regionList.some((r) => r.regionCode === f.regionCode))
      throw new ServiceError(`字段「${f.fieldName}」的分区 ${f.regionCode} 不存在`)
  }
  const has = (code?: string | null) => !code || codes.has(code)
  const coded = new Set<string>()
  for (const r of def.ruleList) {
    if (!has(r.fieldCode)) throw new ServiceError(`编码规则「${r.ruleName}」的字段 ${r.fieldCode} 不存在`)
    const target = r.fieldCode ?? ''
    if (coded.has(target)) throw new ServiceError(`编码规则「${r.ruleName}」与另一条规则编码同一字段`)
    coded.add(target)
    const values = Object.fromEntries([...codes].map((c) => [c, 'X']))
    for (const c of codes) values[c.toUpperCase()] = 'X'
    try {
      expandFormat({ format: serialFormat(r.format), values, now: new Date() })
    } catch (err) {
      throw new ServiceError(`编码规则「${r.ruleName}」：${(err as Error).message}`)
    }
  }
  for (const r of def.inspectList) {
    if (!has(r.fieldCode)) throw new ServiceError(`质量规则「${r.ruleName}」的字段 ${r.fieldCode} 不存在`)
    if (r.checkType !== 'unique' && !r.fieldCode) throw new ServiceError(`质量规则「${r.ruleName}」须指定字段`)
    if (r.checkType === 'unique' && !(r.fields?.length || r.fieldCode))
      throw new ServiceError(`质量规则「${r.ruleName}」须指定唯一的字段`)
    for (const f of r.fields ?? [])
      if (!codes.has(f)) throw new ServiceError(`质量规则「${r.ruleName}」的字段 ${f} 不存在`)
    if (r.checkType === 'pattern') {
      if (!r.pattern) throw new ServiceError(`质量规则「${r.ruleName}」须填写正则表达式`)
      try {
        new RegExp(r.pattern)
      } catch {
        throw new ServiceError(`质量规则「${r.ruleName}」的正则表达式无效`)
      }
    }
    if (r.checkType === 'reference' && !r.refModelCode)
      throw new ServiceError(`质量规则「${r.ruleName}」须指定引用模型`)
  }
}
