/**
 * The upload's progress bar in antd Progress's look (theme tokens), as a native <progress>: antd's
 * Progress brings its circle and steps variants (~7 KB gzip) to a screen that shows one thin bar.
 */
import { theme } from 'antd';
import '../styles/upload-progress.css';

export function UploadProgress({ fileName, percent }: { fileName: string; percent: number }) {
  const { token } = theme.useToken();
  const rounded = Math.round(percent);
  return (
    <div
      className="upload-progress"
      style={{ ['--progress-fill' as string]: token.colorPrimary, ['--progress-track' as string]: token.colorFillSecondary }}
    >
      <span>Uploading {fileName}…</span>
      <span className="upload-progress__bar">
        <progress max={100} value={rounded} aria-label="Upload progress" />
        <span aria-hidden style={{ color: token.colorText }}>
          {rounded}%
        </span>
      </span>
    </div>
  );
}
