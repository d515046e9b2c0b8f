import { cleanup, render, screen } from '@testing-library/react'
import { Form, Select, Switch } from 'antd'
import { afterEach, describe, expect, it } from 'vitest'
import { PanelItem, TextProp } from './fields'

afterEach(cleanup)

describe("the designer panel's fields", () => {
  it('name their controls by their labels, though the fields are not named form fields', () => {
    render(
      <Form layout="vertical">
        <PanelItem label="流程分类">{(id) => <Select id={id} options={[{ value: 'a', label: '办公' }]} />}</PanelItem>
        <PanelItem label="会签">{(id) => <Switch id={id} />}</PanelItem>
        <TextProp label="名称" value="请假" onCommit={() => {}} />
      </Form>,
    )
    expect(screen.getByLabelText('流程分类').getAttribute('role')).toBe('combobox')
    expect(screen.getByLabelText('会签').getAttribute('role')).toBe('switch')
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('请假')
  })
})
