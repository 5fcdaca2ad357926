package org.adjutant.intake;

import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.adjutant.config.GameConfig;
import org.adjutant.game.HostedGame;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.ruleset.Line;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.StandbyStore;

/**
 * Joining a game's standby list by mail (docs/players.md, "Standing by"), in two mails that need no password:
 * {@code STANDBY} in a mail with the game's tag has a code mailed to the address the mail came from, and only there;
 * {@code STANDBY CONFIRM <code> <name>} puts that address on the list under the name. Nothing changes until the
 * code comes back, so writing someone else's address into From puts nobody on the list: the code goes to the
 * address's owner, who can ignore it. Codes are single-use, expire, are kept only as hashes and compared in constant
 * time. The codes an address may be sent are limited per game and day, counted by the address mailed to (the one a
 * forger would spend), never by a sender; an owner kept from asking by it has the code already mailed to him.
 */
final class StandbyDesk {
    /** How long a code works. */
    static final Duration CODE_VALID = Duration.ofHours(72);
    /** Codes mailed to one address for one game in a day, whoever asked. */
    static final int CODES_PER_DAY = 2;
    /** How the answer to a volunteer begins; the short answer to an address no game knows keeps it. */
    static final String NOTE = "Standing by: ";

    private final StandbyStore store = new StandbyStore();
    private final StandbyList list = new StandbyList();
    private final PasswordGenerator generator = new PasswordGenerator();

    /** Whether a line outside any block is a volunteer's. */
    static boolean volunteers(String line) {
        return StandbyLine.read(line).isPresent();
    }

    /**
     * Answers a volunteer's line with a note of the mail's answer. The answer to a request reads the same whether or
     * not a code went out (the limit), and never holds the code: it goes in a mail of its own.
     */
    String handle(Connection c, HostedGame g, Optional<GameConfig> file, Line line, IncomingMail mail,
                  boolean checkOnly, AckQueue mails) throws SQLException {
        StandbyLine read = StandbyLine.read(line.text()).orElse(new StandbyLine(StandbyLine.Kind.REQUEST, "", ""));
        if (file.isEmpty() || !file.get().standbys().volunteers()) {
            return NOTE + "the game " + g.id() + " takes no standbys by mail; if you would like to stand by for a "
                    + "seat, ask its moderators.";
        }
        GameConfig config = file.get();
        if (read.kind() == StandbyLine.Kind.CONFIRM) {
            return confirm(c, g, config, read, mail, checkOnly, mails);
        }
        String from = mail.from();
        if (from.isEmpty() || !org.adjutant.config.EmailAddress.isValid(from)) {
            return NOTE + "this mail has no address to mail a code to.";
        }
        if (checkOnly) {
            return NOTE + "not done, this mail is a CHECK.";
        }
        String answer = NOTE + "a code to confirm has been mailed to " + from + " (at most " + CODES_PER_DAY
                + " a day). Send it back as the code mail says, with your name, and you are on the standby list of "
                + g.row().title() + ". Nothing happens until then.";
        if (list.whyNot(c, config, "", from).isPresent()
                || store.codesSince(c, g.id(), from, mail.receivedAt().minus(Duration.ofDays(1))) >= CODES_PER_DAY) {
            // The same answer: anyone can write this address into From, and learns nothing from it.
            return answer;
        }
        String code = generator.next();
        store.requestCode(c, g.id(), from, hash(g.id(), code), mail.receivedAt(), mail.receivedAt().plus(CODE_VALID));
        mails.mail(c, OutboxStore.SECRET_PREFIX + "standby-code:" + g.id() + ":" + mail.inboxId(), g.id(), from,
                "your standby code", List.of(
                        "Someone asked, from this address, to stand by for a seat in " + g.row().title() + ": to "
                                + "take over a side whose player falls silent.",
                        "",
                        "If that was you, send the robot this line (from any address), with the name you would "
                                + "play under:",
                        "",
                        "    STANDBY CONFIRM " + code + " <your name>",
                        "",
                        "with [" + g.id() + "] in the subject. The code works once, for " + CODE_VALID.toHours()
                                + " hours. If it was not you, do nothing: this address goes on no list unless the "
                                + "code comes back. Other players never see a standby's address."));
        return answer;
    }

    private String confirm(Connection c, HostedGame g, GameConfig config, StandbyLine read, IncomingMail mail,
                           boolean checkOnly, AckQueue mails) throws SQLException {
        String code = read.code();
        String name = read.name();
        if (!read.wellFormed()) {
            return NOTE + "write STANDBY CONFIRM, the code the robot mailed you and the name you would play under, "
                    + "e.g. STANDBY CONFIRM abcd-efgh-jkmn Winfield Scott.";
        }
        byte[] wanted = hash(g.id(), code).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        Optional<StandbyStore.Code> match = Optional.empty();
        for (StandbyStore.Code k : store.pendingCodes(c, g.id(), mail.receivedAt())) {
            if (MessageDigest.isEqual(wanted, k.codeHash().getBytes(java.nio.charset.StandardCharsets.US_ASCII))) {
                match = Optional.of(k);
            }
        }
        if (match.isEmpty()) {
            return NOTE + "that code is not one the robot mailed for this game, or it was used or has expired: send"
                    + " STANDBY again for a new one.";
        }
        String email = match.get().email();
        Optional<String> whyNot = list.whyNot(c, config, name, email);
        if (whyNot.isPresent()) {
            return NOTE + "not done: " + whyNot.get() + ".";
        }
        if (checkOnly) {
            return NOTE + "the code is right; not done, this mail is a CHECK.";
        }
        store.useCodes(c, g.id(), email, mail.receivedAt());
        list.add(c, config, name, email, StandbyStore.Source.MAIL, mail.receivedAt());
        String joined = name + " <" + email + "> is on the standby list of " + g.row().title() + ".";
        // The proven address hears it in a mail of its own: the answer goes to the From, which another may have
        // written, and to an address no game knows at most once a day.
        mails.mail(c, "standby-joined:" + g.id() + ":" + mail.inboxId(), g.id(), email, "you stand by", List.of(
                "You are on the standby list of " + g.row().title() + " as " + name + ".",
                "",
                "When a side's player falls silent, his seat is offered to the standbys in the order they joined."
                        + " If it comes to you, a welcome with your password and what the seat holds comes to this "
                        + "address. Other players never see it. To leave the list, ask the moderators."));
        for (String moderator : config.moderatorAddresses()) {
            mails.mail(c, "standby-joined:" + g.id() + ":" + mail.inboxId() + ":" + moderator.toLowerCase(
                    java.util.Locale.ROOT), g.id(), moderator, "a standby joined", List.of(joined + " He joined by "
                    + "mail (his address proven by a code). STATUS shows the list; STANDBY REMOVE takes him off."));
        }
        return NOTE + joined + " A mail to that address confirms it.";
    }

    /** A code's hash, bound to its game; the code as mailed, dashes and case aside. */
    static String hash(String gameId, String code) {
        return PlayerRequests.hash(0, gameId + ":" + code);
    }
}
