import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ActivityDay } from '@/contracts/activity';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';

const COLORS = { questions: 'var(--primary)', helpful: 'oklch(0.62 0.15 150)', unhelpful: 'oklch(0.6 0.19 25)', apology: 'oklch(0.7 0.15 70)' };
const axis = { fontSize: 12, fill: 'var(--muted-foreground)' };
const tooltipStyle = { background: 'var(--popover)', color: 'var(--popover-foreground)', border: '1px solid var(--border)', borderRadius: 6, fontSize: 12 };

/** "Nov 27" from "2026-11-27". */
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function ChartCard({ title, label, children }: { title: string; label: string; children: React.ReactElement }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure aria-label={label} className="h-56 w-full sm:h-64" data-chart={title}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}

/** The three charts of the activity page: questions per day, helpful vs unhelpful ratings, apology rate. */
export function ActivityCharts({ days }: { days: ActivityDay[] }) {
  const data = days.map((d) => {
    const replies = d.answered + d.apologised;
    return { ...d, label: shortDay(d.day), apology_rate: replies ? Math.round((d.apologised / replies) * 1000) / 10 : null };
  });
  const total = (key: 'questions' | 'helpful' | 'unhelpful') => days.reduce((sum, d) => sum + d[key], 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartCard title="Questions per day" label={`Questions per day: ${total('questions')} in the range`}>
          <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--muted)' }} />
            <Bar dataKey="questions" name="Questions" fill={COLORS.questions} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ChartCard>
      </div>
      <ChartCard title="Helpful vs unhelpful" label={`Ratings: ${total('helpful')} helpful, ${total('unhelpful')} unhelpful`}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
          <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} tick={axis} />
          <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--muted)' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="helpful" name="Helpful" stackId="rating" fill={COLORS.helpful} isAnimationActive={false} />
          <Bar dataKey="unhelpful" name="Unhelpful" stackId="rating" fill={COLORS.unhelpful} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Apology rate" label="Share of replies that apologised, per day">
        <LineChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
          <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
          <YAxis domain={[0, 100]} unit="%" tick={axis} />
          <Tooltip contentStyle={tooltipStyle} formatter={(value) => `${value}%`} />
          <Line type="monotone" dataKey="apology_rate" name="Apology rate" stroke={COLORS.apology} strokeWidth={2} dot={{ r: 2 }} connectNulls isAnimationActive={false} />
        </LineChart>
      </ChartCard>
    </div>
  );
}
