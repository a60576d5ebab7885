const stats = [
  { value: '10M+', label: 'Checks Daily' },
  { value: '99.99%', label: 'Uptime SLA' },
  { value: '10K+', label: 'Active Users' },
  { value: '<30s', label: 'Alert Time' },
];

export function Stats() {
  return (
    <section aria-label="Tocsin in numbers" className="border-y border-slate-200 bg-slate-50">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
