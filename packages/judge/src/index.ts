export { detectSandboxMode, findBwrap, type SandboxMode } from './sandbox-mode';
