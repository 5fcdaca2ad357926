package org.adjutant.turn;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.adjutant.game.NextDeadline;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.store.Database;
import org.adjutant.store.TurnStore;

/**
 * Draws a turn's reports on every core and puts them in the outbox in recipient order, a few at a time, after the
 * turn itself has committed. Drawing maps is the slow part of a deadline; queueing what is drawn at once lets the
 * {@link Courier} send the first reports while the rest are drawn, instead of every player waiting for the last map.
 *
 * <p>Nothing is lost to a crash: the rows are idempotent (one dedup key per recipient and kind), and the turn is
 * marked complete only in the transaction that queues its last report, so a turn left short is replayed and its
 * reports queued again, the ones already there kept (see {@link TurnRunner#finishPendingReports}). The mails and
 * their outbox order are the same whatever the threads did.
 */
public final class ReportStream {
    private static final int RENDER_THREADS = Runtime.getRuntime().availableProcessors();
    private static final long COURIER_PATIENCE_MS = 100;

    private ReportStream() {
    }

    /**
     * Everything a turn's reports are drawn from. {@code common}: the model every template gets; {@code deadline}:
     * the next deadline every report states, in the game's zone and in the zone each recipient chose ({@code zones},
     * by address).
     */
    public record Job(Ruleset ruleset, GameState before, int turn, TurnOutcome outcome, List<Recipient> recipients,
                      Map<String, Object> common, List<TurnStore.FrozenOrders> frozen, NextDeadline deadline,
                      Map<String, String> zones, Marking marking) {
        public Job {
            recipients = List.copyOf(recipients);
            common = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(common));
            frozen = List.copyOf(frozen);
            deadline = deadline == null ? NextDeadline.unknown() : deadline;
            zones = Map.copyOf(zones);
            marking = marking == null ? Marking.ORIGINAL : marking;
        }

        public Job(Ruleset ruleset, GameState before, int turn, TurnOutcome outcome, List<Recipient> recipients,
                   Map<String, Object> common, List<TurnStore.FrozenOrders> frozen, NextDeadline deadline,
                   Map<String, String> zones) {
            this(ruleset, before, turn, outcome, recipients, common, frozen, deadline, zones, Marking.ORIGINAL);
        }

        public Job(Ruleset ruleset, GameState before, int turn, TurnOutcome outcome, List<Recipient> recipients,
                   Map<String, Object> common, List<TurnStore.FrozenOrders> frozen) {
            this(ruleset, before, turn, outcome, recipients, common, frozen, NextDeadline.unknown(), Map.of());
        }

        /** The same reports, marked (a correction, a copy, the final truth) and keyed apart from the originals. */
        public Job marked(Marking m) {
            return new Job(ruleset, before, turn, outcome, recipients, common, frozen, deadline, zones, m);
        }

        /** The same reports for other recipients. */
        public Job to(List<Recipient> others) {
            return new Job(ruleset, before, turn, outcome, others, common, frozen, deadline, zones, marking);
        }

        String gameId() {
            return String.valueOf(common.get("gameId"));
        }
    }

    /**
     * How a report that is not the turn's first is told apart: {@code keySuffix} makes its outbox key (and so its
     * Message-ID) new, so the exactly-once outbox does not take it for the original; {@code subjectPrefix} and
     * {@code banner} say what it is. {@link #ORIGINAL}: the turn's own reports, unmarked.
     */
    public record Marking(String keySuffix, String subjectPrefix, String banner) {
        public static final Marking ORIGINAL = new Marking("", "", "");
    }

    /** One report mail, rendered and prepared by the queue (the outbox composes its MIME on the render thread). */
    public record QueuedReport(String key, String gameId, List<String> to, RenderedMail mail,
                               ReportQueue.Prepared prepared) {
    }

    /**
     * Draws and queues every report of {@code job}; {@code lastly} runs in the transaction that queues the last one.
     * With {@link Courier#NONE} everything is queued in one transaction once drawn.
     *
     * @return how many report mails were queued
     */
    public static int run(Database db, Job job, TemplateRenderer templates, ReportQueue queue,
                          Database.SqlWork<Void> lastly, Courier courier) {
        List<Recipient> recipients = job.recipients();
        int threads = Math.max(1, Math.min(RENDER_THREADS, recipients.size()));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "adjutant-report");
            t.setDaemon(true);
            return t;
        });
        try {
            // The courier takes one of the cores while it sends, so sending keeps its pace and drawing fills the rest:
            // on a small machine the last mails then leave soon after the last report is drawn.
            Semaphore cores = new Semaphore(threads);
            List<Future<List<QueuedReport>>> drawn = new ArrayList<>();
            for (Recipient r : recipients) {
                drawn.add(pool.submit(() -> {
                    cores.acquireUninterruptibly();
                    try {
                        return render(job, r, templates, queue);
                    } finally {
                        cores.release();
                    }
                }));
            }
            int next = 0;
            int queued = 0;
            while (true) {
                List<QueuedReport> ready = new ArrayList<>();
                while (next < drawn.size() && (courier == Courier.NONE || drawn.get(next).isDone())) {
                    ready.addAll(join(drawn.get(next)));
                    drawn.set(next++, null);   // a deadline's mails are tens of MB: let the queued ones go
                }
                boolean last = next == drawn.size();
                if (!ready.isEmpty() || last) {
                    db.inTransaction(c -> {
                        queue(c, ready);
                        if (last) {
                            lastly.run(c);
                        }
                        return null;
                    });
                    queued += ready.size();
                    if (last) {
                        if (!courier.sendsHere()) {
                            courier.deliverSome();
                        }
                        return queued;
                    }
                }
                if (!courier.sendsHere()) {
                    // The sender has its own thread: hand it what was queued and wait for the next drawing.
                    if (!ready.isEmpty()) {
                        courier.deliverSome();
                    }
                    join(drawn.get(next));
                    continue;
                }
                boolean delivered;
                // Not forever: a report that takes long to draw must not hold the mail back.
                boolean slot = slot(cores);
                try {
                    delivered = courier.deliverSome();
                } finally {
                    if (slot) {
                        cores.release();
                    }
                }
                if (!delivered) {
                    join(drawn.get(next));
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** The reports of one recipient, rendered and prepared: what a render thread does. */
    public static List<QueuedReport> render(Job job, Recipient r, TemplateRenderer templates, ReportQueue queue) {
        String gameId = job.gameId();
        List<QueuedReport> out = new ArrayList<>();
        for (ReportDraft draft : job.ruleset().reports(job.before(), job.turn(), job.outcome(), r)) {
            Map<String, Object> model = new LinkedHashMap<>(job.common());
            model.put("recipient", r);
            model.put("deadline", job.deadline().lines(job.zones().get(r.email())));
            if (r.moderator() && draft.kind().equals("summary")) {
                model.put("frozenOrders", job.frozen());
            }
            RenderedMail drawn = templates.report(draft, model);
            // The game's tag, as acknowledgements carry it: a reply to a report reaches the right game.
            Marking m = job.marking();
            RenderedMail mail = new RenderedMail("[" + gameId + "] " + m.subjectPrefix() + drawn.subject(),
                    banner(m.banner(), drawn.text()), bannerHtml(m.banner(), drawn.html()), drawn.images());
            // A final report is one per person and game (ReportDraft.FINAL): a marked copy of the turn (the FINAL
            // truth to everyone) keeps the original's key, so whoever had it with the turn is not sent it again.
            String key = "report:" + gameId + ":" + job.turn() + ":" + r.email() + ":" + draft.kind()
                    + (draft.kind().equals(ReportDraft.FINAL) ? "" : m.keySuffix());
            List<String> to = List.of(r.email());
            out.add(new QueuedReport(key, gameId, to, mail, queue.prepare(key, gameId, to, mail)));
        }
        return out;
    }

    private static String banner(String banner, String text) {
        return banner.isEmpty() ? text : banner + "\n\n" + text;
    }

    /** The banner as the first paragraph of the HTML body (after the body tag, if the template wrote one). */
    private static String bannerHtml(String banner, String html) {
        if (banner.isEmpty() || html == null) {
            return html;
        }
        String p = "<p><strong>" + banner.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\n", "<br>") + "</strong></p>";
        java.util.regex.Matcher body = java.util.regex.Pattern.compile("(?i)<body[^>]*>").matcher(html);
        return body.find() ? html.substring(0, body.end()) + p + html.substring(body.end()) : p + html;
    }

    private static boolean slot(Semaphore cores) {
        try {
            return cores.tryAcquire(COURIER_PATIENCE_MS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while sending reports", e);
        }
    }

    private static void queue(Connection c, List<QueuedReport> mails) throws SQLException {
        for (QueuedReport m : mails) {
            m.prepared().queue(c);
        }
    }

    private static List<QueuedReport> join(Future<List<QueuedReport>> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while rendering reports", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException("a report could not be rendered", e.getCause());
        }
    }
}
