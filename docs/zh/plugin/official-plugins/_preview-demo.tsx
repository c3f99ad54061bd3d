import { useState } from 'react';

/** 放在单独文件里的预览示例；预览插件页面用 ```tsx preview file="./_preview-demo.tsx" 渲染它。 */
export default function PreviewFileDemo() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? '收起来源' : '这个示例来自哪里？'}
      </button>
      {open && <p>来自本页旁边的 _preview-demo.tsx 文件。文件名以下划线开头，所以它不会成为页面。</p>}
    </div>
  );
}
