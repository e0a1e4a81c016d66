import type { StepIcon } from '@lathe/shared';
import {
  Ban,
  CheckCircle,
  CircleStop,
  ClipboardCheck,
  Factory,
  FileText,
  Lock,
  type LucideIcon,
  PackageCheck,
  PackageOpen,
  PackagePlus,
  ReceiptText,
  Send,
  Truck,
} from 'lucide-react';

/** The drawing of each icon a flow's step may name. */
export const STEP_ICONS: Record<StepIcon, LucideIcon> = {
  check: CheckCircle,
  send: Send,
  lock: Lock,
  stop: CircleStop,
  ban: Ban,
  package: PackageOpen,
  'package-check': PackageCheck,
  'package-plus': PackagePlus,
  inspect: ClipboardCheck,
  factory: Factory,
  receipt: ReceiptText,
  file: FileText,
  truck: Truck,
};
