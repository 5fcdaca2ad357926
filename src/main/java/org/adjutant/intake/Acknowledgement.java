package org.adjutant.intake;

import java.util.List;
import java.util.Objects;
import org.adjutant.game.NextDeadline;

/**
 * The reply to one order mail, with every block's fate. It goes to the sender, and to the registered address of
 * every player the mail authenticated as when he wrote from elsewhere: never to anyone else, whatever units the mail
 * named ({@code notices} tell their commanders only what concerns them). {@code gameId} is empty when the mail named
 * no game the robot hosts; {@code recipients} is empty when there is nobody to answer (a mail without any address).
 *
 * @param headline  what the subject says instead of the count of blocks (e.g. "mail too large"), or empty
 * @param deadline  the game's next deadline, stated in the reply
 * @param zone      the zone the replying player chose for himself, or empty
 * @param help      the guide the reply carries after its blocks: {@code player} (the player's guide and the
 *                  ruleset's order summary), {@code moderator} (the moderator's commands), or empty
 * @param ruleset   the game's ruleset id, whose order summary the player's guide includes
 * @param proved    the mail gave the right password of some player: it shows who wrote it, whatever its From says
 * @param heldFor   how long the reply waits before it may go out: the Argon2 checks its refusals were worth and did
 *                  not run, so that a refusal is answered no sooner whatever the id named (see {@code MailScope})
 */
public record Acknowledgement(long inboxId, String gameId, String inReplyTo, String subjectOfOriginal,
                              List<String> recipients, boolean checkOnly, List<BlockResult> blocks,
                              List<String> notes, List<OwnerNotice> notices, String headline,
                              NextDeadline deadline, String zone, String help, String ruleset, boolean proved,
                              java.time.Duration heldFor) {
    public Acknowledgement {
        recipients = List.copyOf(recipients);
        blocks = List.copyOf(blocks);
        notes = List.copyOf(notes);
        notices = List.copyOf(notices);
        headline = Objects.requireNonNullElse(headline, "");
        deadline = Objects.requireNonNullElse(deadline, NextDeadline.unknown());
        zone = Objects.requireNonNullElse(zone, "");
        help = Objects.requireNonNullElse(help, "");
        ruleset = Objects.requireNonNullElse(ruleset, "");
        heldFor = Objects.requireNonNullElse(heldFor, java.time.Duration.ZERO);
    }

    public Acknowledgement(long inboxId, String gameId, String inReplyTo, String subjectOfOriginal,
                           List<String> recipients, boolean checkOnly, List<BlockResult> blocks,
                           List<String> notes, List<OwnerNotice> notices, String headline,
                           NextDeadline deadline, String zone, String help, String ruleset, boolean proved) {
        this(inboxId, gameId, inReplyTo, subjectOfOriginal, recipients, checkOnly, blocks, notes, notices, headline,
                deadline, zone, help, ruleset, proved, java.time.Duration.ZERO);
    }

    public Acknowledgement(long inboxId, String gameId, String inReplyTo, String subjectOfOriginal,
                           List<String> recipients, boolean checkOnly, List<BlockResult> blocks,
                           List<String> notes, List<OwnerNotice> notices, String headline,
                           NextDeadline deadline, String zone, String help, String ruleset) {
        this(inboxId, gameId, inReplyTo, subjectOfOriginal, recipients, checkOnly, blocks, notes, notices, headline,
                deadline, zone, help, ruleset, false);
    }

    public Acknowledgement(long inboxId, String gameId, String inReplyTo, String subjectOfOriginal,
                           List<String> recipients, boolean checkOnly, List<BlockResult> blocks,
                           List<String> notes, List<OwnerNotice> notices, String headline,
                           NextDeadline deadline, String zone) {
        this(inboxId, gameId, inReplyTo, subjectOfOriginal, recipients, checkOnly, blocks, notes, notices, headline,
                deadline, zone, "", "");
    }

    public Acknowledgement(long inboxId, String gameId, String inReplyTo, String subjectOfOriginal,
                           List<String> recipients, boolean checkOnly, List<BlockResult> blocks, List<String> notes) {
        this(inboxId, gameId, inReplyTo, subjectOfOriginal, recipients, checkOnly, blocks, notes, List.of(), "",
                NextDeadline.unknown(), "");
    }

    public long accepted() {
        return blocks.stream().filter(BlockResult::accepted).count();
    }

    public long rejected() {
        return blocks.size() - accepted();
    }

    /** The lines about the next deadline, in the game's zone and the player's own. */
    public List<String> deadlineLines() {
        return gameId.isEmpty() ? List.of() : deadline.lines(zone);
    }

    /** The same reply with more notes (what the decoder had to say) and other recipients. */
    public Acknowledgement with(List<String> moreNotes, List<String> to) {
        List<String> all = new java.util.ArrayList<>(notes);
        all.addAll(moreNotes);
        return new Acknowledgement(inboxId, gameId, inReplyTo, subjectOfOriginal, to, checkOnly, blocks, all,
                notices, headline, deadline, zone, help, ruleset, proved, heldFor);
    }

    /**
     * e.g. {@code [mexico1846] orders: 3 accepted, 1 rejected}; a mail that only asked something is answered under
     * what it asked: {@code [mexico1846] answer to STATUS, SEND REPORTS}, and one with orders and requests says both.
     */
    public String subject() {
        String tag = gameId.isEmpty() ? "[adjutant]" : "[" + gameId + "]";
        if (!headline.isEmpty()) {
            return tag + " " + headline;
        }
        if (blocks.isEmpty()) {
            return tag + " orders: none found";
        }
        List<String> answered = blocks.stream().filter(BlockResult::accepted).flatMap(b -> b.asked().stream())
                .map(Acknowledgement::keyword).filter(k -> !k.isEmpty()).distinct().toList();
        String asked = answered.size() <= 3 ? String.join(", ", answered)
                : String.join(", ", answered.subList(0, 3)) + ", ...";
        if (!answered.isEmpty() && blocks.stream().allMatch(BlockResult::onlyAsked)) {
            return tag + " answer to " + asked;
        }
        return tag + (checkOnly ? " check: " : " orders: ") + accepted() + " accepted, " + rejected() + " rejected"
                + (answered.isEmpty() ? "" : "; answer to " + asked);
    }

    private static final List<String> KEYWORDS = List.of("SEND REPORTS", "NOT READY", "CONFIRM ADDRESS",
            "NEW PASSWORD", "TIME ZONE", "RUN NOW", "END GAME", "ROLLBACK");

    /** What a request or command is called in a subject: its keyword, without its arguments. */
    static String keyword(String normalForm) {
        if (normalForm.isEmpty() || Character.isWhitespace(normalForm.charAt(0)) || normalForm.equals("END")) {
            return "";   // the lines of a moderator's ORDERS section
        }
        for (String k : KEYWORDS) {
            if (normalForm.startsWith(k)) {
                return k;
            }
        }
        int space = normalForm.indexOf(' ');
        return space < 0 ? normalForm : normalForm.substring(0, space);
    }
}
