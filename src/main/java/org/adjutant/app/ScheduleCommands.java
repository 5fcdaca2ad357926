package org.adjutant.app;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.adjutant.config.GameConfig;
import org.adjutant.config.RecurringRule;
import org.adjutant.config.YamlText;
import org.adjutant.game.HostedGame;
import org.adjutant.game.NextDeadline;
import org.adjutant.game.StoredGames;
import org.adjutant.game.TimeWords;
import org.adjutant.intake.CommandLines;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.ScenarioException;
import org.adjutant.schedule.GameSchedule;
import org.adjutant.store.Database;
import org.adjutant.store.DeadlineSlotStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;

/**
 * The moderator's commands that change the game file's schedule and players: DEADLINE, ADD DEADLINE, REMOVE
 * DEADLINE, RECURRING and SEAT (and the file's side of REPLACE). Each is written into the file ({@link GameFileEdit}),
 * so the file stays the one source of truth, applied at once as a hand edit would be, and told to every player.
 *
 * <p>A change that brings the next deadline forward must leave the players the notice the file asks for
 * ({@code deadline-policy.min-notice}): they plan their orders against the deadline they were told.
 */
final class ScheduleCommands {
    static final List<String> DEADLINES = List.of("schedule", "deadlines");
    static final List<String> RECURRING = List.of("schedule", "recurring");
    static final List<String> PLAYERS = List.of("players");

    private final Database db;
    private final Clock clock;
    private final StoredGames games;
    private final GameFileEdit files;
    private final DeadlineKeeper keeper;
    private final Notices notices;
    private final Seating seating;
    private final Consumer<java.nio.file.Path> apply;
    private final PlayerStore players = new PlayerStore();
    private final DeadlineSlotStore slots = new DeadlineSlotStore();

    /** @param apply makes a written file the one in force now (the running robot's reload; nothing when stopped) */
    ScheduleCommands(Database db, Clock clock, StoredGames games, GameFileEdit files, DeadlineKeeper keeper,
                     Notices notices, Seating seating, Consumer<java.nio.file.Path> apply) {
        this.db = db;
        this.clock = clock;
        this.games = games;
        this.files = files;
        this.keeper = keeper;
        this.notices = notices;
        this.seating = seating;
        this.apply = apply;
    }

    /**
     * DEADLINE: the next deadline at {@code local}. A deadline the file lists is moved in the file (later, or earlier
     * with the notice the file asks for). One of the recurring rule, or one that has passed and waits (grace, an
     * extension, a failed turn), can only be moved later: that is an extension, kept in the database as EXTEND's
     * are, for the rule in the file would still fall at its time.
     */
    List<String> setDeadline(GameConfig config, LocalDateTime local, String key) {
        Instant now = clock.instant();
        Instant target = instant(config, local);
        if (!target.isAfter(now)) {
            throw new IllegalArgumentException(TimeWords.at(target, config.zone()) + " is not in the future");
        }
        Optional<DeadlineSlotStore.Slot> waiting = db.read(c -> slots.withStatus(c, config.id(),
                DeadlineSlotStore.Status.OPEN, DeadlineSlotStore.Status.FAILED)).stream().findFirst();
        Optional<DeadlineSlotStore.Slot> next = waiting.or(() -> keeper.upcoming(config, now));
        if (next.isEmpty()) {
            throw new IllegalArgumentException("the game has no deadline to come; ADD DEADLINE adds one");
        }
        DeadlineSlotStore.Slot slot = next.get();
        Optional<Integer> listed = waiting.isPresent() || fromRule(config, slot.at()) ? Optional.empty()
                : listedAt(config, YamlText.of(read(config)), slot.at());
        if (listed.isPresent()) {
            String was = TimeWords.at(slot.base(), config.zone());
            String to = TimeWords.at(target, config.zone());
            reschedule(config, t -> t.put(item(listed.get()), CommandLines.local(local)), key, "deadline moved",
                    "The moderators have moved the next deadline from " + was + " to " + to + ".");
            return List.of("DEADLINE " + CommandLines.local(local) + ": the next deadline is now " + to + " (it was "
                    + was + "); the game file lists it so; every player was told.");
        }
        if (!target.isAfter(slot.base())) {
            String why = waiting.isPresent() ? "has passed and waits" : "comes from the game file's recurring rule";
            throw new IllegalArgumentException("the next deadline, " + TimeWords.at(slot.base(), config.zone())
                    + ", " + why + ": it can be moved later, not earlier (to run the turn sooner, RUN NOW; to add an "
                    + "earlier deadline, ADD DEADLINE; to change the rule, RECURRING)");
        }
        Duration shift = Duration.between(slot.base(), target);
        DeadlineSlotStore.Slot moved = db.inTransaction(c -> slots.extend(c, config.id(), slot.at(), shift, false));
        String to = TimeWords.at(moved.base(), config.zone());
        tell(config, key, "deadline extended", "The moderators have extended the deadline to " + to + ". Orders "
                + "received until then count; those already accepted stand.");
        return List.of("DEADLINE " + CommandLines.local(local) + ": the deadline is now " + to + "; every player was "
                + "told. It " + (waiting.isPresent() ? "had passed and was waiting" : "comes from the recurring rule")
                + ", so it is extended as EXTEND would (the game file's schedule is unchanged).");
    }

    /** ADD DEADLINE: an explicit deadline more in the file. */
    List<String> addDeadline(GameConfig config, LocalDateTime local, String key) {
        Instant at = instant(config, local);
        YamlText text = YamlText.of(read(config));
        if (listedAt(config, text, at).isPresent()) {
            throw new IllegalArgumentException("the game file lists " + TimeWords.at(at, config.zone()) + " already");
        }
        GameFileEdit.Checked change = reschedule(config, t -> t.append(DEADLINES, CommandLines.local(local)), key,
                "a deadline added", "The moderators have added a deadline: " + TimeWords.at(at, config.zone()) + ".");
        return List.of("ADD DEADLINE " + CommandLines.local(local) + ": the game file lists it now; every player was "
                + "told. " + coming(change.config()));
    }

    /** REMOVE DEADLINE: an explicit deadline out of the file (one that has passed may stay as history). */
    List<String> removeDeadline(GameConfig config, LocalDateTime local, String key) {
        Instant at = instant(config, local);
        Optional<Integer> listed = listedAt(config, YamlText.of(read(config)), at);
        if (listed.isEmpty()) {
            throw new IllegalArgumentException("the game file lists no deadline " + TimeWords.at(at, config.zone()));
        }
        if (!at.isAfter(clock.instant())) {
            throw new IllegalArgumentException(TimeWords.at(at, config.zone()) + " has passed: it stays listed as "
                    + "the game's history");
        }
        GameFileEdit.Checked change = reschedule(config, t -> t.remove(item(listed.get())), key, "a deadline removed",
                "The moderators have removed the deadline of " + TimeWords.at(at, config.zone()) + ".");
        return List.of("REMOVE DEADLINE " + CommandLines.local(local) + ": the game file no longer lists it; every "
                + "player was told. " + coming(change.config()));
    }

    /** RECURRING: the file's recurring rule replaced, or removed (NONE). */
    List<String> recurring(GameConfig config, CommandLines.Command.Recurring r, String key) {
        UnaryOperator<YamlText> edit = t -> {
            if (r.cron().isEmpty()) {
                return t.remove(RECURRING);
            }
            YamlText out = t.put(child(RECURRING, "cron"), r.cron().get());
            out = r.first().isPresent() ? out.put(child(RECURRING, "first"),
                    r.first().get().toString()) : out.remove(child(RECURRING, "first"));
            return r.last().isPresent() ? out.put(child(RECURRING, "last"), r.last().get().toString())
                    : out.remove(child(RECURRING, "last"));
        };
        if (r.cron().isEmpty() && config.schedule().recurring().isEmpty()) {
            throw new IllegalArgumentException("the game file has no recurring rule");
        }
        String said = r.cron().map(c -> words(new RecurringRule(c, r.first(), r.last())))
                .orElse("no longer recurring: only the listed deadlines remain");
        // Players are told the days the rule gives, not the rule: nobody should need to read a cron expression.
        GameFileEdit.Checked change = reschedule(config, edit, key, "the schedule changed", changed -> "The "
                + "moderators have changed the recurring deadlines" + (r.cron().isEmpty() ? ": only the listed "
                + "deadlines remain." : ".") + " " + coming(changed));
        return List.of(r.normalForm() + ": the game file's rule is now " + said + "; every player was told. "
                + coming(change.config()));
    }

    /**
     * SEAT: a new player in a role of the scenario that no player holds. He is written into the file's players and
     * seated as a player the file lists is: the role's units and offices, and the welcome with his password.
     */
    List<String> seat(GameConfig config, CommandLines.Command.Seat s, String key) {
        HostedGame game = games.game(config.id()).orElseThrow();
        Opening opening;
        try {
            opening = seating.opening(config, game.ruleset());
        } catch (IOException | ScenarioException e) {
            throw new IllegalArgumentException("the scenario cannot be read: " + e.getMessage());
        }
        List<PlayerRow> rows = db.read(c -> players.players(c, config.id()));
        List<String> free = opening.roles().stream().map(RoleSlot::id).filter(id -> rows.stream()
                .noneMatch(p -> !p.retired() && p.role().equals(id))).toList();
        Optional<RoleSlot> role = opening.roles().stream().filter(r -> r.id().equals(s.role())).findFirst();
        if (role.isEmpty()) {
            throw new IllegalArgumentException("the scenario has no role '" + s.role() + "'; free roles: "
                    + (free.isEmpty() ? "none" : String.join(", ", free)));
        }
        for (PlayerRow p : rows) {
            if (!p.retired() && p.role().equals(s.role())) {
                throw new IllegalArgumentException(p.name() + " holds the role " + s.role() + " (REPLACE gives a held "
                        + "seat to a new player); free roles: " + (free.isEmpty() ? "none" : String.join(", ", free)));
            }
            if (p.name().equalsIgnoreCase(s.name())) {
                throw new IllegalArgumentException("the name '" + s.name() + "' is taken in this game (names stay, "
                        + "even of replaced players); choose another");
            }
            if (!p.retired() && p.email().equalsIgnoreCase(s.email())) {
                throw new IllegalArgumentException(s.email() + " already plays " + p.handle() + " in this game");
            }
        }
        Map<String, String> player = new LinkedHashMap<>();
        player.put("name", s.name());
        player.put("email", s.email());
        player.put("role", s.role());
        s.timeZone().ifPresent(z -> player.put("time-zone", z));
        GameFileEdit.Checked change = files.check(config, t -> t.append(PLAYERS, player));
        files.write(change);
        // The running robot seats him as it seats anyone its file lists; a stopped one's command line seats him here
        // (a player already seated is never seated twice, so the second of the two does nothing).
        apply.accept(change.file());
        seating.seat(change.config(), game.ruleset(), opening);
        games.refresh(config.id());
        String title = role.get().title().isEmpty() ? s.role() : role.get().title() + " (" + s.role() + ")";
        db.inTransaction(c -> {
            List<Notices.To> others = keeper.everyone(c, config.id()).stream()
                    .filter(to -> !to.email().equalsIgnoreCase(s.email())).toList();
            return notices.sendEach(c, "seated:" + config.id() + ":" + key, config.id(), others,
                    "a new player joins", List.of("A new player, " + s.name() + ", joins the game as " + title
                            + ", a role nobody held until now."), false);
        });
        return List.of("SEAT " + s.role() + ": " + s.name() + " <" + s.email() + "> is seated as " + title
                + " and gets a welcome with a new password; the game file lists him now; every player was told.");
    }

    /**
     * REPLACE's change of the file, checked before the seat changes hands: the entry of the role (or of the old
     * player's name) now names the newcomer. A time zone the old player had chosen is his, not the seat's: it goes.
     */
    GameFileEdit.Checked replaced(GameConfig config, PlayerRow old, String name, String email, String zone) {
        return files.check(config, t -> {
            YamlText edited = withoutStandby(t, email);
            for (int i = 0; i < edited.size(PLAYERS); i++) {
                List<String> at = List.of("players", String.valueOf(i));
                boolean same = !old.role().isEmpty() ? edited.scalar(child(at, "role")).filter(old.role()::equals)
                        .isPresent() : edited.scalar(child(at, "name")).filter(old.name()::equalsIgnoreCase)
                        .isPresent();
                if (same) {
                    YamlText named = edited.put(child(at, "name"), name).put(child(at, "email"), email);
                    return zone.isEmpty() ? named.remove(child(at, "time-zone"))
                            : named.put(child(at, "time-zone"), zone);
                }
            }
            Map<String, String> player = new LinkedHashMap<>();
            player.put("name", name);
            player.put("email", email);
            if (!old.role().isEmpty()) {
                player.put("role", old.role());
            }
            if (!zone.isEmpty()) {
                player.put("time-zone", zone);
            }
            return edited.append(PLAYERS, player);
        });
    }

    /** The file without the standby at {@code email}, if it lists him: seated, he is a player and stands by no more. */
    private static YamlText withoutStandby(YamlText t, String email) {
        List<String> standbys = List.of("standbys");
        for (int i = 0; i < t.size(standbys); i++) {
            if (t.scalar(child(List.of("standbys", String.valueOf(i)), "email"))
                    .filter(email::equalsIgnoreCase).isPresent()) {
                return t.remove(List.of("standbys", String.valueOf(i)));
            }
        }
        return t;
    }

    /**
     * A change of the schedule: checked as a hand edit, refused if it brings the next deadline forward at less than
     * the file's notice, written, in force, and told to every player.
     */
    private GameFileEdit.Checked reschedule(GameConfig config, UnaryOperator<YamlText> edit, String key,
                                            String subject, String what) {
        return reschedule(config, edit, key, subject, changed -> what);
    }

    /** The same, the players' words drawn from the changed file. */
    private GameFileEdit.Checked reschedule(GameConfig config, UnaryOperator<YamlText> edit, String key,
                                            String subject, java.util.function.Function<GameConfig, String> what) {
        GameFileEdit.Checked change = files.check(config, edit);
        requireNotice(config, change.config(), clock.instant());
        commit(change);
        tell(config, key, subject, what.apply(change.config()));
        return change;
    }

    /** Writes a checked change and makes it the file in force. */
    void commit(GameFileEdit.Checked change) {
        files.write(change);
        apply.accept(change.file());
    }

    /**
     * Refuses a change that brings the next deadline forward to less than the file's minimum notice from now. A game
     * with no deadline to come has promised nothing: adding its first is not bringing one forward.
     */
    private void requireNotice(GameConfig config, GameConfig changed, Instant now) {
        Optional<Instant> before = keeper.upcoming(config, now).map(DeadlineSlotStore.Slot::base);
        Optional<Instant> after = keeper.upcoming(changed, now).map(DeadlineSlotStore.Slot::base);
        Duration notice = config.policy().minNotice();
        if (before.isEmpty() || after.isEmpty() || !after.get().isBefore(before.get())) {
            return;
        }
        Instant earliest = now.plus(notice);
        if (after.get().isBefore(earliest)) {
            throw new IllegalArgumentException("this brings the next deadline forward from " + TimeWords.at(
                    before.get(), config.zone()) + " to " + TimeWords.at(after.get(), config.zone()) + ", less than "
                    + NextDeadline.words(notice) + " from now; the game file asks for at least that notice "
                    + "(deadline-policy.min-notice): the earliest it may be brought to is " + TimeWords.at(earliest,
                    config.zone()));
        }
    }

    private void tell(GameConfig config, String key, String subject, String what) {
        db.inTransaction(c -> notices.sendEach(c, "schedule:" + config.id() + ":" + key, config.id(),
                keeper.everyone(c, config.id()), subject, List.of(what), true));
    }

    /** The coming deadlines of a file, for the moderator's answer. */
    private String coming(GameConfig config) {
        List<Instant> next = new GameSchedule(config.withPaused(false), clock).next(3);
        if (next.isEmpty()) {
            return "No deadline is to come.";
        }
        List<String> words = new ArrayList<>();
        next.forEach(t -> words.add(TimeWords.at(t, config.zone())));
        return "Coming deadlines: " + String.join("; ", words) + ".";
    }

    private static String words(RecurringRule r) {
        return "\"" + r.cron() + "\"" + r.first().map(f -> " from " + f).orElse("") + r.last().map(l -> " until " + l)
                .orElse("");
    }

    /** Whether {@code at} is a time of the file's recurring rule. */
    private static boolean fromRule(GameConfig config, Instant at) {
        return config.schedule().recurring().flatMap(r -> r.nextAfter(config.zone(), at.minusMillis(1)))
                .filter(at::equals).isPresent();
    }

    /** The index of the file's {@code schedule.deadlines} item that stands for {@code at}, as written. */
    private static Optional<Integer> listedAt(GameConfig config, YamlText text, Instant at) {
        for (int i = 0; i < text.size(DEADLINES); i++) {
            Optional<String> written = text.scalar(item(i));
            if (written.isPresent()) {
                try {
                    LocalDateTime t = LocalDateTime.parse(written.get().strip().replace(' ', 'T'));
                    if (t.atZone(config.zone()).toInstant().equals(at)) {
                        return Optional.of(i);
                    }
                } catch (DateTimeParseException e) {
                    // not a time: the loader reports it; it stands for no deadline here
                }
            }
        }
        return Optional.empty();
    }

    /** A local time of the game's zone; refused when the clocks skip it (a daylight-saving change). */
    private static Instant instant(GameConfig config, LocalDateTime local) {
        ZoneId zone = config.zone();
        ZonedDateTime z = local.atZone(zone);
        if (!z.toLocalDateTime().equals(local)) {
            throw new IllegalArgumentException(CommandLines.local(local) + " does not exist in " + zone.getId()
                    + " (the clocks skip it)");
        }
        return z.toInstant();
    }

    private static String read(GameConfig config) {
        try {
            return java.nio.file.Files.readString(config.source(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("the game file cannot be read: " + e.getMessage());
        }
    }

    private static List<String> item(int i) {
        return child(DEADLINES, String.valueOf(i));
    }

    private static List<String> child(List<String> path, String key) {
        List<String> out = new ArrayList<>(path);
        out.add(key);
        return out;
    }
}
