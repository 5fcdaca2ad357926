package org.adjutant.app;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.time.Duration;
import java.util.function.Function;
import org.adjutant.game.Deadlines;
import org.adjutant.intake.AckQueue;
import org.adjutant.intake.Acknowledgement;
import org.adjutant.intake.OwnerNotice;
import org.adjutant.mail.AutoSubmitted;
import org.adjutant.mail.MailComposer;
import org.adjutant.mail.OutgoingMail;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.store.OutboxItem;
import org.adjutant.store.OutboxKind;
import org.adjutant.store.OutboxStore;
import org.adjutant.turn.ReportQueue;

/**
 * Renders acknowledgements and reports into final MIME bytes and puts them in the outbox, inside the caller's
 * transaction. Message-IDs are derived from the outbox key, so a mail re-created after a crash is the same mail, and
 * from the database's identity ({@code Database.identity()}): many keys ({@code ack:<inbox id>}) are unique only in
 * one database, and a game imported from another robot home brings that home's mails, whose Message-IDs must not be
 * minted again here.
 */
public final class OutboxMailer implements AckQueue, ReportQueue {
    private final String robotAddress;
    private final String domain;
    /** The database's identity; empty in tests that need no second home. */
    private final String idSpace;
    private final MailComposer composer;
    private final OutboxStore outbox;
    private final TemplateRenderer templates;
    private final Function<String, String> titles;
    private final Deadlines deadlines;
    private final Duration noticeWindow;

    public OutboxMailer(String robotAddress, MailComposer composer, OutboxStore outbox, TemplateRenderer templates) {
        this(robotAddress, "", composer, outbox, templates, id -> id, Deadlines.NONE, Duration.ofHours(24));
    }

    /**
     * @param idSpace      the database's identity ({@code Database.identity()}), which every Message-ID includes
     * @param titles       a game's title by its id, for notices
     * @param deadlines    a game's zone (and next deadline), for notices
     * @param noticeWindow how often at most a player gets an owner's notice of one kind, as the notice says
     */
    public OutboxMailer(String robotAddress, String idSpace, MailComposer composer, OutboxStore outbox,
                        TemplateRenderer templates, Function<String, String> titles, Deadlines deadlines,
                        Duration noticeWindow) {
        this.robotAddress = robotAddress;
        this.idSpace = idSpace;
        this.domain = robotAddress.substring(robotAddress.lastIndexOf('@') + 1).replace(">", "").strip();
        this.composer = composer;
        this.outbox = outbox;
        this.templates = templates;
        this.titles = titles;
        this.deadlines = deadlines;
        this.noticeWindow = noticeWindow;
    }

    @Override
    public void queue(Connection c, Acknowledgement ack) throws SQLException {
        compose(ack).store(c);
    }

    /** Renders and composes the answer now (any thread: the templates and the composer are shared safely). */
    @Override
    public Composed compose(Acknowledgement ack) {
        RenderedMail mail = templates.acknowledgement(ack);
        String key = "ack:" + ack.inboxId();
        String inReplyTo = isMessageId(ack.inReplyTo()) ? ack.inReplyTo() : null;
        OutgoingMail out = new OutgoingMail(robotAddress, ack.recipients(), null, mail.subject(), mail.text(), null,
                Map.of(), inReplyTo, inReplyTo == null ? List.of() : List.of(inReplyTo), messageId(key),
                AutoSubmitted.AUTO_REPLIED, key);
        OutboxItem item = composer.outboxItem(ack.gameId().isEmpty() ? null : ack.gameId(), OutboxKind.ACK, out);
        return c -> outbox.enqueue(c, item, ack.heldFor());
    }

    /** The notice goes to its player alone; keyed by the mail that caused it, so a re-run queues it once. */
    @Override
    public void notice(Connection c, OwnerNotice notice, int heldBack) throws SQLException {
        RenderedMail mail = templates.ownerNotice(notice, titles.apply(notice.gameId()),
                deadlines.next(notice.gameId()).zone(), heldBack, words(noticeWindow));
        String key = "owner-notice:" + notice.inboxId() + ":" + notice.playerId() + ":" + notice.kind();
        enqueue(c, key, notice.gameId(), List.of(notice.email()), mail, OutboxKind.NOTICE);
    }

    /** The intake's own short mail (a change of address's code): {@code notice.txt.ftl}, to one address. */
    @Override
    public void mail(Connection c, String dedupKey, String gameId, String to, String subject, List<String> lines)
            throws SQLException {
        Map<String, Object> model = new java.util.LinkedHashMap<>();
        model.put("gameId", gameId);
        model.put("gameTitle", titles.apply(gameId));
        model.put("name", "");
        model.put("lines", lines);
        model.put("deadline", List.of());
        enqueue(c, dedupKey, gameId, List.of(to), new RenderedMail("[" + gameId + "] " + subject,
                templates.render("notice.txt.ftl", model), null, Map.of()), OutboxKind.NOTICE);
    }

    static String words(Duration d) {
        if (d.toDays() > 0 && d.equals(Duration.ofDays(d.toDays()))) {
            return d.toDays() == 1 ? "24 hours" : d.toDays() + " days";
        }
        if (d.toHours() > 0 && d.equals(Duration.ofHours(d.toHours()))) {
            return d.toHours() == 1 ? "hour" : d.toHours() + " hours";
        }
        return d.toMinutes() <= 1 ? "minute" : d.toMinutes() + " minutes";
    }

    @Override
    public void queue(Connection c, String dedupKey, String gameId, List<String> to, RenderedMail mail)
            throws SQLException {
        enqueue(c, dedupKey, gameId, to, mail, OutboxKind.REPORT);
    }

    /** Composes the MIME now (any thread); only storing it waits for the turn's transaction. */
    @Override
    public Prepared prepare(String dedupKey, String gameId, List<String> to, RenderedMail mail) {
        OutboxItem item = composer.outboxItem(gameId, OutboxKind.REPORT, outgoing(dedupKey, to, mail));
        return c -> outbox.enqueue(c, item);
    }

    /** A notice the robot sends on its own (welcome mails, rejected config edits). */
    public void notice(Connection c, String dedupKey, String gameId, List<String> to, RenderedMail mail)
            throws SQLException {
        enqueue(c, dedupKey, gameId, to, mail, OutboxKind.NOTICE);
    }

    private void enqueue(Connection c, String dedupKey, String gameId, List<String> to, RenderedMail mail,
                         OutboxKind kind) throws SQLException {
        outbox.enqueue(c, composer.outboxItem(gameId, kind, outgoing(dedupKey, to, mail)));
    }

    private OutgoingMail outgoing(String dedupKey, List<String> to, RenderedMail mail) {
        return new OutgoingMail(robotAddress, to, null, mail.subject(), mail.text(), mail.html(), mail.images(), null,
                List.of(), messageId(dedupKey), AutoSubmitted.AUTO_GENERATED, dedupKey);
    }

    private String messageId(String key) {
        return "<" + sha256(idSpace.isEmpty() ? key : idSpace + "\n" + key).substring(0, 32) + "@" + domain + ">";
    }

    private static boolean isMessageId(String id) {
        return id != null && id.startsWith("<") && id.endsWith(">") && id.contains("@") && !id.contains(" ");
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
