import { defineModule } from '@wp/kit'
import { safetyManifest } from './manifest'

/** 安全 · 隐患排查治理: the report, its step-aware handling page, details, the ledger, statistics and elements. */
export const safetyModule = /* @__PURE__ */ defineModule(safetyManifest)
