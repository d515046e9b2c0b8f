import { HAZARD_CATEGORIES, subCategoryValue, type HazardRow } from '@wp/contract'
import { upload, useSession } from '@wp/kit'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader'
import Input from 'antd-mobile/es/components/input'
import List from 'antd-mobile/es/components/list'
import Result from 'antd-mobile/es/components/result'
import Selector from 'antd-mobile/es/components/selector'
import TextArea from 'antd-mobile/es/components/text-area'
import Toast from 'antd-mobile/es/components/toast'
import { useEffect, useState } from 'react'
import { Route, Routes, useNavigate, useSearchParams } from 'react-router'
import { hazardApi, loadHazard, loadMine, loadProgress, rectifyHazard, submitHazard } from '../api'

const pad = (n: number) => String(n).padStart(2, '0')
const today = () => {
  const d = new Date()
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** Uploads a photo (the camera's or the album's) through the platform's upload; the server checks its content. */
async function uploadPhoto(file: File): Promise<ImageUploadItem> {
  const res = await upload('/file/upload', file)
  if (res.code !== 200 || !res.data) throw new Error(res.msg || '上传失败')
  return { url: res.data.url }
}

const LEVELS = [
  { value: '1', label: '一般隐患' },
  { value: '2', label: '重大隐患' },
]
const CATEGORIES = HAZARD_CATEGORIES.map(([value, label]) => ({ value, label }))
const subOf = (category: string | undefined) =>
  HAZARD_CATEGORIES.find(([v]) => v === category)?.[2].map((label, i) => ({
    value: subCategoryValue(category!, i + 1),
    label,
  })) ?? []
const first = (v: unknown) => (Array.isArray(v) ? (v[0] as string | undefined) : undefined)
const photos = (v: unknown) => ((v as ImageUploadItem[] | undefined) ?? []).map((p) => p.url).join(',')

/** 上报隐患 on the phone: a general hazard of the reporter's own department, photos from the camera. */
function ReportPage() {
  const navigate = useNavigate()
  const deptId = useSession((s) => s.user?.deptId ?? s.user?.dept?.deptId)
  const [form] = Form.useForm()
  const [category, setCategory] = useState<string | undefined>()
  const submit = async (v: Record<string, unknown>) => {
    try {
      const row = (await hazardApi.add({
        title: v.title,
        orgId: deptId,
        location: v.location,
        discoverDate: today(),
        checkType: '7',
        level: first(v.level),
        category: first(v.category),
        subCategory: first(v.subCategory),
        description: v.description,
        photos: photos(v.photos),
      } as never)) as HazardRow
      await submitHazard(row.hazardId)
      Toast.show({ icon: 'success', content: '上报成功' })
      navigate('/hazard')
    } catch {
      // the kit has said why
    }
  }
  return (
    <Form
      form={form}
      layout="horizontal"
      onFinish={(v) => void submit(v)}
      initialValues={{ level: ['1'] }}
      footer={
        <Button block type="submit" color="primary" size="large" data-testid="m-hazard-submit">
          上报
        </Button>
      }
      data-testid="m-hazard-report"
    >
      <Form.Header>上报隐患</Form.Header>
      <Form.Item name="title" label="隐患名称" rules={[{ required: true, message: '请填写隐患名称' }]}>
        <Input maxLength={200} placeholder="简要概括" />
      </Form.Item>
      <Form.Item name="location" label="具体位置" rules={[{ required: true, message: '请填写具体位置' }]}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="level" label="隐患等级" rules={[{ required: true, message: '请选择隐患等级' }]}>
        <Selector options={LEVELS} />
      </Form.Item>
      <Form.Item name="category" label="隐患类别" rules={[{ required: true, message: '请选择隐患类别' }]}>
        <Selector options={CATEGORIES} columns={3} onChange={(v) => setCategory(v[0])} />
      </Form.Item>
      <Form.Item name="subCategory" label="二级类别" rules={[{ required: true, message: '请选择二级类别' }]}>
        <Selector options={subOf(category)} columns={2} />
      </Form.Item>
      <Form.Item name="description" label="隐患描述" rules={[{ required: true, message: '请填写隐患描述' }]}>
        <TextArea maxLength={2000} rows={3} />
      </Form.Item>
      <Form.Item name="photos" label="隐患照片" rules={[{ required: true, message: '请拍摄或选择照片' }]}>
        <ImageUploader upload={uploadPhoto} capture="environment" maxCount={9} />
      </Form.Item>
    </Form>
  )
}

/** 隐患整改 on the phone: the measures and the after-photos, straight from the camera. */
function RectifyPage({ id }: { id: number }) {
  const navigate = useNavigate()
  const [hazard, setHazard] = useState<HazardRow | null>(null)
  const [mine, setMine] = useState<boolean | null>(null)
  useEffect(() => {
    void Promise.all([loadHazard(id), loadProgress(id)]).then(
      ([h, p]) => {
        setHazard(h)
        setMine(p.mine && p.step === 'rectify')
      },
      () => setMine(false),
    )
  }, [id])
  if (mine === null) return null
  if (!hazard || !mine) return <Result status="info" title="您不是该隐患整改环节的办理人" />
  const submit = async (v: Record<string, unknown>) => {
    try {
      await rectifyHazard(id, {
        rectifyMeasures: v.rectifyMeasures as string,
        rectifyPhotos: photos(v.rectifyPhotos),
        rectifyDate: today(),
        submit: true,
      })
      Toast.show({ icon: 'success', content: '已提交验收' })
      navigate('/hazard')
    } catch {
      // the kit has said why
    }
  }
  return (
    <Form
      layout="vertical"
      onFinish={(v) => void submit(v)}
      footer={
        <Button block type="submit" color="primary" size="large" data-testid="m-rectify-submit">
          提交验收
        </Button>
      }
      data-testid="m-hazard-rectify"
    >
      <Form.Header>
        {hazard.hazardNo} {hazard.title}
      </Form.Header>
      <Form.Item label="整改要求">{hazard.requiredMeasures}</Form.Item>
      <Form.Item label="整改期限">{hazard.rectifyDeadline}</Form.Item>
      <Form.Item
        name="rectifyMeasures"
        label="实际整改措施"
        rules={[{ required: true, message: '请填写实际整改措施' }]}
      >
        <TextArea maxLength={2000} rows={3} data-testid="m-rectify-measures" />
      </Form.Item>
      <Form.Item name="rectifyPhotos" label="整改后照片" rules={[{ required: true, message: '请拍摄整改后照片' }]}>
        <ImageUploader upload={uploadPhoto} capture="environment" maxCount={9} />
      </Form.Item>
    </Form>
  )
}

/** 待我整改: the caller's hazards in rectification, and the way to report one. */
function HomePage() {
  const navigate = useNavigate()
  const [rows, setRows] = useState<Awaited<ReturnType<typeof loadMine>>>([])
  useEffect(() => void loadMine().then(setRows, () => undefined), [])
  return (
    <div data-testid="m-hazard-home">
      <List header={<span style={{ color: '#333' }}>待我整改</span>}>
        {rows.map((h) => (
          <List.Item
            key={h.hazardId}
            description={`整改期限 ${h.rectifyDeadline ?? '—'}${h.isOverdue ? '（已逾期）' : ''}`}
            onClick={() => navigate(`/hazard?id=${h.hazardId}`)}
          >
            {h.hazardNo} {h.title}
          </List.Item>
        ))}
        {!rows.length && <List.Item>暂无待整改的隐患</List.Item>}
      </List>
      <div style={{ padding: 12 }}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => navigate('/hazard/report')}
          data-testid="m-hazard-new"
        >
          上报隐患
        </Button>
      </div>
    </div>
  )
}

/** /h5/hazard: 待我整改; `/report` 上报隐患; `?id=` a hazard's rectification. */
export default function HazardMobileApp() {
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  return (
    <Routes>
      <Route path="report" element={<ReportPage />} />
      <Route path="*" element={id > 0 ? <RectifyPage key={id} id={id} /> : <HomePage />} />
    </Routes>
  )
}
