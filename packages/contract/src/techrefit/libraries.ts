import type { ApprovalHistoryTask } from '../workflow/rows'
import { TR_PROJECT, TR_SASAC, TR_SPECIAL } from './resources'

/**
 * The three libraries as data: what differs between them (the description, the menu's route and component, whether
 * a row hangs off a library project) is stated here once; the screens and the menus are drawn from it.
 */
export const TR_LIBRARIES = {
  library: {
    resource: TR_PROJECT,
    title: '项目库',
    route: '/techRefitProject/project/library',
    component: 'techRefitProject/project/library/index',
    /** its rows are projects (false) or a project's records (true: picked from the library on add) */
    linked: false,
  },
  special: {
    resource: TR_SPECIAL,
    title: '专项项目',
    route: '/techRefitProject/project/special',
    component: 'techRefitProject/project/special/index',
    linked: true,
  },
  sasac: {
    resource: TR_SASAC,
    title: '国资委项目',
    route: '/techRefitProject/project/sasac',
    component: 'techRefitProject/project/sasac/index',
    linked: true,
  },
} as const

export type LibraryKind = keyof typeof TR_LIBRARIES
export const LIBRARY_KINDS = Object.keys(TR_LIBRARIES) as LibraryKind[]

const LIB = TR_PROJECT.path

/** The project library's calls beyond CRUD. */
export const TR_API = {
  /** POST: 提交入库 (储备 / 退回) or 提交立项 (已入库, with the approval document number and date) */
  submit: (projectId: number) => `${LIB}/submit/${projectId}`,
  /** POST { reason }: 出库 */
  retire: (projectId: number) => `${LIB}/retire/${projectId}`,
  /** GET: the approval history (every process instance with its tasks) */
  history: (projectId: number) => `${LIB}/history/${projectId}`,
  /** GET / PUT: the yearly investment plan and completion */
  years: (projectId: number) => `${LIB}/years/${projectId}`,
  /** GET: the project's special and SASAC records */
  links: (projectId: number) => `${LIB}/links/${projectId}`,
  /** GET: projects a special or SASAC row may be created for (已入库 or later), `?projectName=` */
  options: `${LIB}/options`,
  /** GET: the projects waiting for the caller (under review, for holders of `review`; their own returned ones) */
  awaiting: `${LIB}/awaiting`,
  /** GET ?year=: completed investment by organisation, for the investment statistics (技改 year to date) */
  completion: `${LIB}/completion`,
  /** POST { status: '3' 未获批 | '9' 已撤销 | '' back to the derived status }: a special record's outcome set by hand */
  specialStatus: (specialId: number) => `${TR_SPECIAL.path}/status/${specialId}`,
  /** POST: the SASAC sheet in its fixed layout; POST multipart: read back */
  sasacSheet: `${TR_SASAC.path}/sheet`,
  sasacImport: `${TR_SASAC.path}/importData`,
} as const

/** One year of a project's investment plan and completion (`tr_project_year`), 万元. */
export interface TrProjectYear {
  year: number
  planInvestment: number
  completedYtd: number
  /** the month the completion was last reported for (1–12) */
  updateMonth: number | null
  note: string | null
}

/** A library project's records in the other two libraries (the info page's tabs). */
export interface TrProjectLinks {
  special: {
    specialId: number
    specialName: string
    specialBatch: string
    applyAmount: number
    specialStatus: string
  }[]
  sasac: {
    sasacId: number
    reportYear: number
    reportType: string
    plannedInvestmentYear: number
    reportStatus: string
  }[]
}

/** A project a special or SASAC row may be created for. */
export interface TrProjectOption {
  projectId: number
  projectCode: string
  projectName: string
  orgId: number
  totalInvestment: number
  libStatus: string
}

/** Completed investment of one organisation in a year (万元). */
export interface TrCompletion {
  orgId: number
  year: number
  projects: number
  planInvestment: number
  completedYtd: number
}

/** One task of a project's approval history (the info page's 流程记录). */
export type TrApprovalTask = ApprovalHistoryTask

/** One process instance of a project (入库 or 立项), newest first. */
export interface TrApprovalEntry {
  procInsId: string
  procDefKey: string
  procDefName: string
  status: string
  startUserName: string
  startTime: string
  endTime: string | null
  endReason: string | null
  tasks: TrApprovalTask[]
}

/** A project waiting for someone (the workbench card). */
export interface TrAwaitingProject {
  projectId: number
  projectCode: string
  projectName: string
  libStatus: string
  currentTaskName: string | null
}

/** What waits for the caller: projects under review (reviewers only) and their own projects sent back. */
export interface TrAwaiting {
  reviewing: TrAwaitingProject[]
  returned: TrAwaitingProject[]
}
