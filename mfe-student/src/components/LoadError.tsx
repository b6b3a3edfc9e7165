// Moved to shared-ui (every remote shows load failures the same way); kept so this remote's imports stay as they are.
export { LoadError, type LoadErrorProps } from '@portal/shared-ui/components/LoadError';
