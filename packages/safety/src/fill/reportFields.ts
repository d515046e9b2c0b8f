import { HAZARD_CATEGORIES, HAZARD_LEVEL, subCategoryValue } from '@wp/contract'

type Values = { values: Record<string, unknown> }
const MAJOR = ({ values }: Values) => values.level === HAZARD_LEVEL.MAJOR

/**
 * What the report form adds to the description: 二级类别 offers the chosen 一级类别's children only, and the 五落实
 * section appears for a major hazard (where the server requires it).
 */
export const REPORT_FIELDS = {
  subCategory: {
    dict: undefined,
    options: ({ values }: Values) =>
      (HAZARD_CATEGORIES.find(([v]) => v === values.category)?.[2] ?? []).map((label, i) => ({
        value: subCategoryValue(String(values.category), i + 1),
        label,
      })),
  },
  govTarget: { visible: MAJOR, required: true },
  govMeasures: { visible: MAJOR, required: true },
  govFund: { visible: MAJOR, required: true },
  govMaterials: { visible: MAJOR, required: true },
  govDeadline: { visible: MAJOR, required: true },
  govLeaderId: { visible: MAJOR, required: true },
}
