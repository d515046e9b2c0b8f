import { defineModule } from '@wp/kit'
import { masterdataManifest } from './manifest'

/** 主数据管理: models, maintenance, operate log, data sources, collection, distribution, rules. */
export const masterdataModule = /* @__PURE__ */ defineModule(masterdataManifest)
