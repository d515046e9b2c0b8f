// The only module that imports TinyMCE. RichTextEditor loads it with React.lazy, so TinyMCE is a chunk of its
// own that only screens showing an editor fetch. Order matters: the core first (it sets the global), then the
// model, theme, icons, skins and plugins that register on it, then the Chinese strings.
import 'tinymce'
import 'tinymce/models/dom/model.js'
import 'tinymce/themes/silver/theme.js'
import 'tinymce/icons/default/icons.js'
import 'tinymce/skins/ui/oxide/skin.js'
import 'tinymce/skins/ui/oxide/skin.shadowdom.js'
import 'tinymce/skins/ui/oxide/content.js'
import 'tinymce/skins/content/default/content.js'
import 'tinymce/plugins/advlist/plugin.js'
import 'tinymce/plugins/anchor/plugin.js'
import 'tinymce/plugins/autolink/plugin.js'
import 'tinymce/plugins/charmap/plugin.js'
import 'tinymce/plugins/code/plugin.js'
import 'tinymce/plugins/fullscreen/plugin.js'
import 'tinymce/plugins/image/plugin.js'
import 'tinymce/plugins/insertdatetime/plugin.js'
import 'tinymce/plugins/link/plugin.js'
import 'tinymce/plugins/lists/plugin.js'
import 'tinymce/plugins/media/plugin.js'
import 'tinymce/plugins/preview/plugin.js'
import 'tinymce/plugins/searchreplace/plugin.js'
import 'tinymce/plugins/table/plugin.js'
import 'tinymce/plugins/visualblocks/plugin.js'
import 'tinymce/plugins/wordcount/plugin.js'
import 'tinymce-i18n/langs8/zh-CN.js'
import { Editor } from '@tinymce/tinymce-react'
import { useMemo } from 'react'
import { createImagesUploadHandler } from './imageUpload'
import type { RichTextEditorCoreProps } from './RichTextEditor'
import { useEditorValue } from './useEditorValue'

const PLUGINS = [
  'advlist',
  'anchor',
  'autolink',
  'charmap',
  'code',
  'fullscreen',
  'image',
  'insertdatetime',
  'link',
  'lists',
  'media',
  'preview',
  'searchreplace',
  'table',
  'visualblocks',
  'wordcount',
]

const TOOLBAR =
  'undo redo | blocks fontsize | bold italic underline strikethrough forecolor backcolor | ' +
  'alignleft aligncenter alignright alignjustify | bullist numlist outdent indent | link image table | removeformat code fullscreen'

export default function RichTextEditorCore({
  value,
  onChange,
  disabled,
  height,
  placeholder,
  uploadImage,
}: RichTextEditorCoreProps) {
  const { content, report } = useEditorValue(value, onChange)
  const imagesUploadHandler = useMemo(() => createImagesUploadHandler(uploadImage), [uploadImage])

  return (
    <Editor
      licenseKey="gpl"
      value={content}
      onEditorChange={(html) => report(html)}
      onUndo={(_event, editor) => report(editor.getContent())}
      onRedo={(_event, editor) => report(editor.getContent())}
      readonly={disabled}
      init={{
        height,
        language: 'zh-CN',
        branding: false,
        promotion: false,
        menubar: 'file edit insert view format table',
        plugins: PLUGINS,
        toolbar: TOOLBAR,
        placeholder,
        // The family's `default_link_target`; TinyMCE 6+ names it link_default_target.
        link_default_target: '_blank',
        convert_urls: false,
        images_upload_handler: imagesUploadHandler,
        automatic_uploads: true,
        paste_data_images: true,
        // TinyMCE titles its editing iframe only in Firefox; a frame without a title is read out as "frame" (axe-core:
        // frame-title, serious). The body inside keeps its own aria-label.
        init_instance_callback: (editor) => editor.iframeElement?.setAttribute('title', placeholder || '富文本编辑区'),
      }}
    />
  )
}
