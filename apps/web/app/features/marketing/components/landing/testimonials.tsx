import { Star } from 'lucide-react';

const testimonials = [
  {
    quote:
      'Our checkout went down at 3 a.m. on a Saturday. Tocsin called our on-call engineer before the first customer email arrived, and we were back in eleven minutes.',
    name: 'Maya Robinson',
    role: 'Head of Engineering, online retailer',
  },
  {
    quote:
      'We used to get paged for every network blip. Since Tocsin checks a failure again before it calls anyone, every alert we get is a real one.',
    name: 'Daniel Okafor',
    role: 'Site Reliability Engineer, SaaS platform',
  },
  {
    quote:
      'I run forty client sites on my own. The uptime history and the incident timelines let me show clients exactly what they pay for.',
    name: 'Lena Fischer',
    role: 'Founder, web agency',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="testimonials-heading"
          className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          Trusted by teams who can&apos;t afford downtime
        </h2>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li
              key={item.name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
            >
              <div role="img" aria-label="Rated 5 out of 5" className="flex gap-0.5 text-amber-400">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="size-5 fill-current" />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 text-slate-700">
                &ldquo;{item.quote}&rdquo;
              </blockquote>
              <p className="mt-6 text-sm font-semibold text-slate-900">{item.name}</p>
              <p className="text-sm text-slate-500">{item.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
