import { Globe } from 'lucide-react';
import { requestsUrl, UrlFields } from './request';
import type { CheckTypeView } from './view';

export const http: CheckTypeView<'http'> = {
  label: 'HTTP(s)',
  description: 'Requests a URL and expects a healthy status code.',
  icon: Globe,
  ...requestsUrl,
  Fields: (props) => <UrlFields {...props} />,
};
