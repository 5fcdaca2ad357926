package org.adjutant.intake;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.game.HostedGame;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.PasswordResetStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;

/**
 * A player who has forgotten his password sets a new one himself (docs/players.md, "A forgotten password"), in two
 * mails that need no password: {@code FORGOT PASSWORD} in a {@code PLAYER <role>} block has a code mailed to the
 * address the seat is registered at, and only there; {@code RESET CODE <code>} with {@code NEW PASSWORD <new>} sets
 * the new password. Until a code is used nothing changes: the password in force keeps working, so a request someone
 * else sends in the player's name neither locks him out nor alters his seat. Codes are single-use, expire, are kept
 * only as hashes and are compared in constant time; the codes a seat may be sent are limited per seat and day, a
 * limit nobody can move by writing another address into From (and a player kept from asking by it has the codes
 * already mailed to him).
 */
final class PasswordReset {
    /** How long a code sets a password. */
    static final Duration CODE_VALID = Duration.ofHours(24);
    /** Codes mailed for one seat in a day, whoever asked. */
    static final int CODES_PER_DAY = 3;

    private static final Pattern FORGOT = Pattern.compile("(?i)FORGOT\\s+(?:MY\\s+)?PASS(?:WORD)?");
    private static final Pattern CODE = Pattern.compile("(?i)RESET\\s+CODE\\s*[:=]?\\s*(\\S*)\\s*");
    /** The codes the generator makes: twelve letters and digits in groups of four. */
    private static final Pattern CODE_SHAPE = Pattern.compile("[A-Za-z0-9]{4}(?:-?[A-Za-z0-9]{4}){2}");

    private final PlayerStore players = new PlayerStore();
    private final PasswordResetStore codes = new PasswordResetStore();
    private final PasswordGenerator generator = new PasswordGenerator();

    /** Whether a PLAYER block's body asks for a reset or brings a code: such a block needs no password. */
    static boolean asks(List<Line> body) {
        return body.stream().anyMatch(l -> FORGOT.matcher(l.text().strip()).matches()
                || CODE.matcher(l.text().strip()).matches());
    }

    /**
     * Answers a reset block. The answer reads the same whether or not the seat exists, and says nothing of the code
     * beyond where it went: the mail's From may be anyone's.
     */
    BlockResult handle(Connection c, HostedGame g, Block.PlayerBlock block, IncomingMail mail, boolean checkOnly,
                       MailScope scope, PasswordHasher hasher, AckQueue mails) throws SQLException {
        String title = "player " + block.who();
        Optional<String> code = Optional.empty();
        Optional<String> password = Optional.empty();
        boolean forgot = false;
        List<Problem> problems = new ArrayList<>();
        for (Line line : block.body()) {
            String text = line.text().strip();
            Matcher m;
            if (FORGOT.matcher(text).matches()) {
                forgot = true;
            } else if ((m = CODE.matcher(text)).matches()) {
                if (CODE_SHAPE.matcher(m.group(1)).matches()) {
                    code = Optional.of(m.group(1));
                } else {
                    problems.add(Problem.at(line, "write RESET CODE and the code the robot mailed to your registered"
                            + " address, e.g. RESET CODE abcd-efgh-jkmn"));
                }
            } else if (CoreLines.read(line) instanceof CoreLines.Read.NewPassword np) {
                password = Optional.of(np.password());
            } else if (CoreLines.read(line) instanceof CoreLines.Read.Refused r) {
                problems.add(r.problem());
            } else {
                problems.add(Problem.at(line, "a block that asks for a password reset or brings its code holds "
                        + "nothing else: send this line in a block with your password once it is reset"));
            }
        }
        if (forgot && (code.isPresent() || password.isPresent())) {
            problems.add(new Problem(block.headerLine(), "FORGOT PASSWORD asks for a code; RESET CODE with NEW "
                    + "PASSWORD uses one: send them in separate mails"));
        }
        if (!forgot && problems.isEmpty() && password.isEmpty()) {
            problems.add(new Problem(block.headerLine(), "RESET CODE needs the new password on a line of its own: "
                    + "NEW PASSWORD <6 to 64 characters, no spaces>"));
        }
        if (!forgot && problems.isEmpty() && code.isEmpty()) {
            problems.add(new Problem(block.headerLine(), "NEW PASSWORD without a password needs the code mailed to "
                    + "your registered address: RESET CODE <code>"));
        }
        if (!problems.isEmpty()) {
            problems.sort(java.util.Comparator.comparingInt(Problem::line));
            return BlockResult.rejected(title, block.headerLine(), problems);
        }
        Optional<PlayerRow> seat = players.lookup(c, g.id(), block.who());
        if (forgot) {
            return forgot(c, g, block, seat, mail, checkOnly, mails);
        }
        return reset(c, g, block, seat, code.orElseThrow(), password.orElseThrow(), mail, checkOnly, scope, hasher);
    }

    private BlockResult forgot(Connection c, HostedGame g, Block.PlayerBlock block, Optional<PlayerRow> seat,
                               IncomingMail mail, boolean checkOnly, AckQueue mails) throws SQLException {
        String title = "player " + block.who();
        if (checkOnly) {
            return new BlockResult(title, block.headerLine(), true, "", List.of("FORGOT PASSWORD"), List.of(),
                    List.of(), List.of("FORGOT PASSWORD: not done, this mail is a CHECK."), List.of("FORGOT PASSWORD"));
        }
        if (seat.isPresent() && codes.countSince(c, seat.get().id(), mail.receivedAt().minus(Duration.ofDays(1)))
                < CODES_PER_DAY) {
            PlayerRow p = seat.get();
            String secret = generator.next();
            codes.request(c, g.id(), p.id(), PlayerRequests.hash(p.id(), secret), mail.receivedAt(),
                    mail.receivedAt().plus(CODE_VALID));
            mails.mail(c, OutboxStore.SECRET_PREFIX + "reset-code:" + g.id() + ":" + p.id() + ":" + mail.inboxId(),
                    g.id(), p.email(), "your password reset code", List.of(
                            "Someone asked for a new password for your seat " + p.handle() + " in " + g.row().title()
                                    + ".",
                            "",
                            "If that was you, send the robot this block (from any address), with a new password of "
                                    + "your choice:",
                            "",
                            "    PLAYER " + p.handle(),
                            "    RESET CODE " + secret,
                            "    NEW PASSWORD <your new password>",
                            "",
                            "The code works once, for " + CODE_VALID.toHours() + " hours. If it was not you, do "
                                    + "nothing: your password stays as it is until a code is used, and the code "
                                    + "went only to you."));
        }
        return new BlockResult(title, block.headerLine(), true, "", List.of("FORGOT PASSWORD"), List.of(), List.of(),
                List.of("FORGOT PASSWORD: if " + block.who() + " is a seat of this game, a reset code has been mailed"
                        + " to the address registered for it, and to no other (at most " + CODES_PER_DAY + " codes a"
                        + " day). The password in force keeps working until a code is used."),
                List.of("FORGOT PASSWORD"));
    }

    private BlockResult reset(Connection c, HostedGame g, Block.PlayerBlock block, Optional<PlayerRow> seat,
                              String code, String password, IncomingMail mail, boolean checkOnly, MailScope scope,
                              PasswordHasher hasher) throws SQLException {
        String title = "player " + block.who();
        long used = 0;
        if (seat.isPresent()) {
            byte[] given = PlayerRequests.hash(seat.get().id(), code).getBytes(StandardCharsets.UTF_8);
            // Every pending code is compared, all the way: the time taken tells nothing of which one matched.
            for (PasswordResetStore.Pending p : codes.pending(c, seat.get().id(), mail.receivedAt())) {
                if (MessageDigest.isEqual(given, p.codeHash().getBytes(StandardCharsets.UTF_8)) && used == 0) {
                    used = p.id();
                }
            }
        }
        if (used == 0) {
            return BlockResult.rejected(title, block.headerLine(), List.of(new Problem(block.headerLine(),
                    "that reset code is not one mailed for " + block.who() + ", or it was used or has expired: "
                            + "nothing changed. Ask for a new one with FORGOT PASSWORD")));
        }
        List<String> asked = List.of("RESET CODE ****", "NEW PASSWORD ****");
        PlayerRow p = seat.orElseThrow();
        if (checkOnly) {
            return new BlockResult(title, block.headerLine(), true, p.name(), asked, List.of(), List.of(),
                    List.of("RESET CODE: the code is good; not used, this mail is a CHECK."), asked);
        }
        players.setPasswordHash(c, p, hasher.hash(password), mail.receivedAt());
        codes.settle(c, p.id(), used);
        scope.forget();
        // The reply goes to his registered address too: he hears of it there whoever wrote.
        scope.authenticated.putIfAbsent(p.id(), p);
        return new BlockResult(title, block.headerLine(), true, p.name(), asked, List.of(), List.of(),
                List.of("RESET CODE: done. Your new password is in force from this mail on; the old one no longer "
                        + "works. Your queued orders stand."), asked);
    }
}
