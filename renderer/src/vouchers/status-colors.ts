// Status chips take the workspace's one colour per value (ui/use-status-looks.ts); the lists
// hand it the slots their answers bring.
export { StatusSlots } from '../ui/use-status-looks.ts';
