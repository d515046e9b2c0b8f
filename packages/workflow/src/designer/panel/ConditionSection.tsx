import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Alert, AutoComplete, Button, Form, Input, Select, Space, Switch, Tabs } from 'antd'
import { useState } from 'react'
import {
  conditionProblem,
  conditionText,
  OPERATOR_LABELS,
  OPERATORS,
  parseCondition,
  type ConditionClause,
  type ConditionModel,
  type Operator,
} from '../condition'
import type { ModdleLike } from '../graph'
import type { DesignerCanvas, DiagramElement } from '../modeler'
import { TextProp } from './fields'

const BLANK: ConditionClause = { variable: '', operator: '==', value: '' }

function ClauseRow({
  clause,
  index,
  variables,
  onChange,
  onRemove,
}: {
  clause: ConditionClause
  index: number
  variables: readonly string[]
  onChange: (c: ConditionClause) => void
  onRemove: () => void
}) {
  return (
    <Space.Compact style={{ width: '100%', marginBottom: 6 }} data-testid={`condition-clause-${index}`}>
      <AutoComplete
        style={{ width: '38%' }}
        placeholder="变量"
        aria-label="变量"
        value={clause.variable}
        options={variables.map((v) => ({ value: v }))}
        onChange={(v: string) => onChange({ ...clause, variable: v })}
        data-testid={`condition-variable-${index}`}
      />
      <Select
        style={{ width: '28%' }}
        aria-label="比较"
        value={clause.operator}
        options={OPERATORS.map((o) => ({ value: o, label: OPERATOR_LABELS[o] }))}
        onChange={(v: Operator) => onChange({ ...clause, operator: v })}
        data-testid={`condition-operator-${index}`}
      />
      <Input
        style={{ width: '26%' }}
        placeholder="值"
        aria-label="值"
        value={clause.value}
        onChange={(e) => onChange({ ...clause, value: e.target.value })}
        data-testid={`condition-value-${index}`}
      />
      <Button icon={<DeleteOutlined />} aria-label="删除条件" onClick={onRemove} />
    </Space.Compact>
  )
}

/** The builder: rows of variable / operator / value joined by 且 or 或; 应用 writes the expression. */
function Builder({
  initial,
  variables,
  onApply,
}: {
  initial: ConditionModel
  variables: readonly string[]
  onApply: (text: string) => void
}) {
  const [model, setModel] = useState<ConditionModel>(
    initial.clauses.length ? initial : { ...initial, clauses: [BLANK] },
  )
  const setClause = (i: number, c: ConditionClause) =>
    setModel({ ...model, clauses: model.clauses.map((x, j) => (j === i ? c : x)) })
  return (
    <div data-testid="condition-builder">
      {model.clauses.map((c, i) => (
        <ClauseRow
          key={i}
          index={i}
          clause={c}
          variables={variables}
          onChange={(next) => setClause(i, next)}
          onRemove={() => setModel({ ...model, clauses: model.clauses.filter((_, j) => j !== i) })}
        />
      ))}
      <Space>
        <Select
          size="small"
          aria-label="条件组合"
          value={model.logic}
          options={[
            { value: '&&', label: '全部满足（且）' },
            { value: '||', label: '任一满足（或）' },
          ]}
          onChange={(logic: '&&' | '||') => setModel({ ...model, logic })}
        />
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => setModel({ ...model, clauses: [...model.clauses, BLANK] })}
        >
          添加条件
        </Button>
        <Button size="small" type="primary" data-testid="condition-apply" onClick={() => onApply(conditionText(model))}>
          应用
        </Button>
      </Space>
    </div>
  )
}

/** A sequence flow leaving a gateway: its condition (builder or text) and whether it is the gateway's default. */
export function ConditionSection({
  canvas,
  element,
  variables,
}: {
  canvas: DesignerCanvas
  element: DiagramElement
  variables: readonly string[]
}) {
  const gateway = element.source
  const expr = element.businessObject.conditionExpression as ModdleLike | undefined
  const text = typeof expr?.body === 'string' ? expr.body : ''
  const isDefault = (gateway?.businessObject.default as ModdleLike | undefined)?.id === element.id
  const parsed = text ? parseCondition(text) : { logic: '&&' as const, clauses: [] }
  const problem = text ? conditionProblem(text) : undefined
  const write = (body: string) =>
    canvas.update(element, {
      conditionExpression: body ? canvas.create('bpmn:FormalExpression', { body }) : undefined,
    })
  const setDefault = (on: boolean) => {
    if (!gateway) return
    canvas.update(gateway, { default: on ? element.businessObject : undefined })
    if (on && text) write('')
  }

  return (
    <>
      <Form.Item label="默认连线" extra="其他条件都不满足时走这条连线">
        <Switch aria-label="默认连线" checked={isDefault} onChange={setDefault} data-testid="designer-default-flow" />
      </Form.Item>
      {isDefault ? null : (
        <Form.Item label="流转条件">
          <Tabs
            size="small"
            defaultActiveKey={parsed ? 'builder' : 'text'}
            items={[
              {
                key: 'builder',
                label: '条件构建',
                children: parsed ? (
                  <Builder key={text} initial={parsed} variables={variables} onApply={write} />
                ) : (
                  <Alert type="info" message="该表达式超出构建器的范围，请在“表达式”中编辑" />
                ),
              },
              {
                key: 'text',
                label: '表达式',
                children: (
                  <TextProp
                    label={null}
                    textarea
                    value={text}
                    testId="designer-condition-text"
                    placeholder="${days > 3}"
                    onCommit={write}
                  />
                ),
              },
            ]}
          />
          <div data-testid="designer-condition-current">{text || '（无条件）'}</div>
          {problem ? <Alert type="error" message={problem} showIcon /> : null}
        </Form.Item>
      )}
    </>
  )
}
