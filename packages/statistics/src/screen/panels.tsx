// What each panel draws from its screen's data. Panels share one feed per screen (data.ts), so a wall of ten panels
// makes one request per change, and a panel placed alone as a custom element works the same way.
import type { Bigscreen6Data, Bigscreen7Data, ScreenAlert, ScreenKpi } from '@wp/contract'
import type { ReactNode } from 'react'
import { Chart } from './Chart'
import { CountUp } from './CountUp'
import { useScreenFeed } from './data'
import { PANEL_PLACES, type PanelPlace } from './layout'
import { barsOption, gaugeOption, rankingOption, ringOption, seriesOption } from './options'
import { panelStyle, panelTitleStyle, WALL } from './theme'

type Body<D> = (data: D) => ReactNode
type ChartOption = Parameters<typeof Chart>[0]['option']
const dark = (option: ChartOption) => <Chart option={option} theme="dark" />

function Kpis({ kpis }: { kpis: readonly ScreenKpi[] }) {
  return (
    <div style={{ display: 'flex', gap: 16, height: '100%' }}>
      {kpis.map((k) => {
        const yoy = k.value !== null && k.lastYear ? ((k.value - k.lastYear) / Math.abs(k.lastYear)) * 100 : null
        return (
          <div
            key={k.key}
            data-testid={`stat-kpi-${k.key}`}
            style={{ flex: 1, textAlign: 'center', borderRight: `1px solid ${WALL.border}`, padding: '4px 8px' }}
          >
            <div style={{ color: WALL.muted, fontSize: 18 }}>{k.label}</div>
            <div style={{ fontSize: 40, fontWeight: 700, color: k.warn ? WALL.bad : WALL.accent }}>
              <CountUp
                value={k.value}
                decimals={Number.isInteger(k.value ?? 0) ? 0 : 2}
                testId={`stat-kpi-value-${k.key}`}
              />
              <span style={{ fontSize: 18, marginLeft: 4, color: WALL.muted }}>{k.unit}</span>
            </div>
            {yoy !== null && (
              <div style={{ fontSize: 16, color: yoy >= 0 ? WALL.good : WALL.bad }}>
                同比 {yoy >= 0 ? '▲' : '▼'} {Math.abs(yoy).toFixed(1)}%
              </div>
            )}
          </div>
        )
      })}
    </div>
  )
}

/** A list that scrolls itself when it is longer than its box (alerts, events). */
function Ticker({ items, testId }: { items: readonly { key: string | number; text: ReactNode }[]; testId: string }) {
  if (!items.length) return <Empty />
  const long = items.length > 5
  return (
    <div style={{ overflow: 'hidden', flex: 1 }} data-testid={testId}>
      <style>{'@keyframes wp-stat-ticker{from{transform:translateY(0)}to{transform:translateY(-50%)}}'}</style>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          fontSize: 17,
          animation: long ? `wp-stat-ticker ${items.length * 3}s linear infinite` : undefined,
        }}
      >
        {(long ? [...items, ...items] : items).map((item, i) => (
          <li key={`${item.key}-${i}`} style={{ padding: '6px 0', borderBottom: `1px dashed ${WALL.border}` }}>
            {item.text}
          </li>
        ))}
      </ul>
    </div>
  )
}

const LEVEL_COLOURS: Record<string, string> = { '1': WALL.bad, '2': WALL.warn, '3': WALL.accent }
const alertItems = (alerts: readonly ScreenAlert[]) =>
  alerts.map((a) => ({
    key: a.id,
    text: (
      <span>
        <span style={{ color: LEVEL_COLOURS[a.level] ?? WALL.warn }}>●</span> [{a.orgName}] {a.title}
      </span>
    ),
  }))

function Empty() {
  return <div style={{ margin: 'auto', color: WALL.muted, fontSize: 18 }}>暂无数据</div>
}

function Split({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, flex: 1, minHeight: 0 }}>{children}</div>
  )
}

/** Two charts side by side in one panel. */
const darkPair = (left: ChartOption, right: ChartOption) => (
  <Split>
    {dark(left)}
    {dark(right)}
  </Split>
)

const BS6: Record<string, Body<Bigscreen6Data>> = {
  'operations-kpis': (d) => <Kpis kpis={d.kpis} />,
  'investment-trend': (d) => dark(seriesOption(d.investmentTrend)),
  'investment-ranking': (d) => dark(rankingOption(d.investmentRanking, '%')),
  'rd-trend': (d) => dark(seriesOption(d.rdTrend)),
  'investment-structure': (d) => dark(ringOption(d.investmentStructure)),
  patents: (d) => (
    <>
      <div style={{ color: WALL.muted, fontSize: 16 }}>
        有效发明专利 <CountUp value={d.validInventionPatents} testId="stat-valid-invention-patents" /> 件
      </div>
      {dark(seriesOption(d.patents, { stacked: true }))}
    </>
  ),
  platforms: (d) => (
    <Split>
      {dark(ringOption(d.platformsByLevel))}
      <Ticker testId="stat-national-platforms" items={d.nationalPlatforms.map((name) => ({ key: name, text: name }))} />
    </Split>
  ),
  'policy-funding': (d) => dark(seriesOption(d.policyFunding)),
  'fund-balance': (d) => darkPair(seriesOption(d.fundBalance), gaugeOption(d.concentrationRate, '资金集中度')),
  'operations-alerts': (d) => <Ticker testId="stat-alerts" items={alertItems(d.alerts)} />,
}

const BS7: Record<string, Body<Bigscreen7Data>> = {
  'party-kpis': (d) => <Kpis kpis={d.kpis} />,
  'party-orgs': (d) => dark(ringOption(d.partyOrgs)),
  'major-events': (d) => (
    <Ticker
      testId="stat-major-events"
      items={d.majorEvents.map((e) => ({
        key: e.id,
        text: (
          <span>
            <span style={{ color: WALL.accent }}>{e.eventDate}</span> {e.title}
            <span style={{ color: WALL.muted }}> · {e.orgName}</span>
          </span>
        ),
      }))}
    />
  ),
  'cadre-structure': (d) => (
    <Split>
      {dark(ringOption(d.cadreAge))}
      {/* side by side: two half-circle gauges fit a half panel's width, not its height */}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', minHeight: 0 }}>
        {dark(gaugeOption(d.femaleCadreRate, '女干部占比'))}
        {dark(gaugeOption(d.youngCadreRate, '40岁以下占比'))}
      </div>
    </Split>
  ),
  'member-structure': (d) => darkPair(ringOption(d.memberGender), barsOption(d.memberAge)),
  'members-by-org': (d) => dark(seriesOption(d.membersByOrg)),
  'headcount-trend': (d) => darkPair(seriesOption(d.headcountTrend), ringOption(d.threeTeams)),
  'development-funnel': (d) => dark(barsOption(d.developmentFunnel)),
  'labor-cost': (d) => dark(seriesOption(d.laborCost)),
  'party-alerts': (d) => <Ticker testId="stat-alerts" items={alertItems(d.alerts)} />,
}

function bodyOf(place: PanelPlace, data: Bigscreen6Data | Bigscreen7Data): ReactNode {
  const body = place.screen === 'bigscreen6' ? BS6[place.key] : BS7[place.key]
  return (body as Body<typeof data>)(data)
}

/** One panel: its title and its drawing of the screen's current data. */
export function ScreenPanel({ place }: { place: PanelPlace }) {
  const { data } = useScreenFeed(place.screen)
  return (
    <section data-testid={`stat-panel-${place.key}`} style={{ ...panelStyle, gridArea: place.area, minHeight: 0 }}>
      <h2 style={panelTitleStyle}>{place.title}</h2>
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {data ? bodyOf(place, data) : <Empty />}
      </div>
    </section>
  )
}

/** The component of one panel's custom element (wp-stat-<key>), sized by the page that places it. */
export function panelElement(key: string) {
  const place = PANEL_PLACES.find((p) => p.key === key)!
  function PanelElement() {
    return (
      <div style={{ width: '100%', height: '100%', minHeight: 280, background: WALL.background }}>
        <ScreenPanel place={place} />
      </div>
    )
  }
  PanelElement.displayName = `PanelElement(${key})`
  return PanelElement
}
