// The two walls as data: which panels each shows and where (CSS grid areas on the 1920×1080 stage). Light on
// purpose: the manifest reads it to name the panels' custom elements; the panels' code loads with the screen.
import type { ScreenCode } from '@wp/contract'

export interface PanelPlace {
  /** the panel's key: its custom element is wp-stat-<key> */
  key: string
  title: string
  screen: ScreenCode
  /** the grid area it fills on its screen */
  area: string
}

export interface ScreenLayout {
  code: ScreenCode
  title: string
  /** grid-template-areas, rows, columns */
  areas: readonly string[]
  rows: string
  columns: string
  panels: readonly PanelPlace[]
}

/**
 * A wall: a row of key figures over three rows of three panels (the `areas` name where each panel goes), its panels
 * by key (`investment-trend` fills the area `investment_trend`) with their titles.
 */
const wall = (
  code: ScreenCode,
  title: string,
  areas: readonly string[],
  panels: readonly (readonly [key: string, title: string])[],
): ScreenLayout => ({
  code,
  title,
  areas,
  rows: '150px 1fr 1fr 1fr',
  columns: '1fr 1fr 1fr',
  panels: panels.map(([key, panelTitle]) => ({ key, title: panelTitle, screen: code, area: key.replace(/-/g, '_') })),
})

export const SCREEN_LAYOUTS: readonly ScreenLayout[] = [
  wall(
    'bigscreen6',
    '经营发展 · 投资与科技创新',
    [
      'operations_kpis operations_kpis operations_kpis',
      'investment_trend investment_ranking rd_trend',
      'investment_structure patents platforms',
      'policy_funding fund_balance operations_alerts',
    ],
    [
      ['operations-kpis', '核心指标'],
      ['investment-trend', '月度投资完成趋势'],
      ['investment-ranking', '各单位投资完成率排名'],
      ['rd-trend', '研发投入及强度'],
      ['investment-structure', '投资结构'],
      ['patents', '专利申请与授权'],
      ['platforms', '创新平台分布'],
      ['policy-funding', '政策资金'],
      ['fund-balance', '资金余额走势'],
      ['operations-alerts', '预警信息'],
    ],
  ),
  wall(
    'bigscreen7',
    '党建引领 · 干部人才',
    [
      'party_kpis party_kpis party_kpis',
      'party_orgs major_events cadre_structure',
      'member_structure members_by_org headcount_trend',
      'development_funnel labor_cost party_alerts',
    ],
    [
      ['party-kpis', '核心指标'],
      ['party-orgs', '党组织构成'],
      ['major-events', '党建大事记'],
      ['cadre-structure', '干部队伍结构'],
      ['member-structure', '党员结构'],
      ['members-by-org', '各单位党员人数 / 支部数'],
      ['headcount-trend', '人员总量趋势'],
      ['development-funnel', '党员发展'],
      ['labor-cost', '人工成本与人均工资'],
      ['party-alerts', '预警信息'],
    ],
  ),
]

export const PANEL_PLACES: readonly PanelPlace[] = SCREEN_LAYOUTS.flatMap((s) => s.panels)

export function screenLayout(code: ScreenCode): ScreenLayout {
  return SCREEN_LAYOUTS.find((s) => s.code === code)!
}
