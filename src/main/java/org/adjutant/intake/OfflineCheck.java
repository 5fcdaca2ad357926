package org.adjutant.intake;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.game.HostedGame;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Problem;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.UnitInfo;

/**
 * Checks an order mail against a game position without a robot: the same splitting, the same ruleset checks and
 * the same reply as the robot sends, except that passwords cannot be checked (there are no players) and nothing is
 * queued. For players preparing orders, for moderators, and for tests.
 */
public final class OfflineCheck {
    private OfflineCheck() {
    }

    /**
     * The reply and what a turn would be handed: {@code officeOrders} holds each role's accepted office orders in
     * normal form, keyed by role id, in the order the blocks came (a role's later block replacing its earlier one and
     * taking its place), as the robot's queue hands them to {@code Ruleset.resolve}.
     */
    public record Checked(Acknowledgement ack, Map<String, List<String>> officeOrders) {
        public Checked {
            officeOrders = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(officeOrders));
        }
    }

    public static Acknowledgement check(HostedGame game, List<RoleSlot> roles, String text, String subject) {
        return checkForTurn(game, roles, text, subject).ack();
    }

    /**
     * As {@link #check}, keeping what the turn would carry out. Each PLAYER block is judged, as the robot judges it,
     * after the office blocks accepted above it in the mail (other officers of one state spend from one purse).
     */
    public static Checked checkForTurn(HostedGame game, List<RoleSlot> roles, String text, String subject) {
        OrderMail parsed = BlockSplitter.split(text, subject);
        List<BlockResult> results = new ArrayList<>();
        Map<String, List<String>> queued = new LinkedHashMap<>();
        for (Block written : parsed.blocks()) {
            Optional<SignOff.Cut> cut = SignOff.find(written, IntakeProcessor.isOrder(game));
            Block block = cut.map(SignOff.Cut::block).orElse(written);
            int before = results.size();
            if (!block.problems().isEmpty()) {
                results.add(BlockResult.rejected(title(block), block.headerLine(), block.problems()));
            } else if (block instanceof Block.UnitBlock u) {
                Optional<UnitInfo> unit = game.unit(u.unitId());
                if (unit.isEmpty()) {
                    results.add(BlockResult.rejected(title(block), block.headerLine(), List.of(new Problem(
                            block.headerLine(), "there is no unit " + u.unitId().toUpperCase(Locale.ROOT)
                            + " in this game"))));
                    continue;
                }
                results.add(verdict(unit.get().id(), block.headerLine(), "password not checked offline",
                        game.ruleset().check(game.state(), unit.get().id(), u.body())));
            } else if (block instanceof Block.PlayerBlock p) {
                Optional<RoleSlot> role = roles.stream().filter(r -> r.id().equalsIgnoreCase(p.who())).findFirst();
                Set<String> offices = role.map(r -> Set.copyOf(r.offices())).orElse(Set.of());
                Set<String> commands = role.map(r -> Set.copyOf(r.commands())).orElse(Set.of());
                // The robot's own lines are judged as the robot judges them; who may be assigned needs the players
                // of a running game, so only the unit is checked here.
                List<org.adjutant.ruleset.Line> officeLines = new ArrayList<>();
                List<Problem> coreProblems = new ArrayList<>();
                List<String> coreEcho = new ArrayList<>();
                // Letters to other players: where they go is checked against the scenario's roles; the game's press
                // rules and limits need a running game.
                PressLines.Split press = PressLines.split(p.body(), p.afterBlank());
                coreProblems.addAll(press.problems());
                for (PressLines.Letter letter : press.letters()) {
                    if (letter.target() instanceof PressLines.Target.Roles to) {
                        to.roles().stream().filter(r -> roles.stream().noneMatch(s -> s.id().equalsIgnoreCase(r)))
                                .forEach(r -> coreProblems.add(Problem.at(letter.header(), "there is no role '" + r
                                        + "' in this game")));
                    }
                    coreEcho.add(letter.normalForm());
                }
                for (org.adjutant.ruleset.Line l : press.rest()) {
                    CoreLines.Read read = CoreLines.read(l);
                    if (read instanceof CoreLines.Read.Office) {
                        officeLines.add(l);
                    } else if (read instanceof CoreLines.Read.Refused r) {
                        coreProblems.add(r.problem());
                    } else if (read instanceof CoreLines.Read.Assign a && game.unit(a.unit()).isEmpty()) {
                        coreProblems.add(Problem.at(l, "there is no unit " + a.unit().toUpperCase(Locale.ROOT)
                                + " in this game"));
                    } else {
                        coreEcho.add(read instanceof CoreLines.Read.NewPassword ? "NEW PASSWORD ****"
                                : read instanceof CoreLines.Read.TimeZone tz ? "TIME ZONE "
                                + (tz.zone().isEmpty() ? "GAME" : tz.zone()) : l.text());
                    }
                }
                String roleId = role.map(RoleSlot::id).orElse(p.who());
                Map<String, List<String>> others = new LinkedHashMap<>(queued);
                others.remove(roleId);
                BlockVerdict offices2 = officeLines.isEmpty() ? BlockVerdict.accepted(List.of())
                        : game.ruleset().checkOffice(game.state(), offices, commands, officeLines, others);
                List<Problem> all = new ArrayList<>(coreProblems);
                all.addAll(offices2.problems());
                all.sort(java.util.Comparator.comparingInt(Problem::line));
                List<String> echo = new ArrayList<>(coreEcho);
                echo.addAll(offices2.normalForm());
                BlockVerdict verdict = all.isEmpty() ? new BlockVerdict(echo, List.of(), offices2.notes())
                        : BlockVerdict.rejected(all);
                if (verdict.isAccepted() && !offices2.normalForm().isEmpty()) {
                    queued.remove(roleId); // a block sent again takes the place of its new arrival
                    queued.put(roleId, offices2.normalForm());
                }
                results.add(verdict("player " + p.who(), block.headerLine(), "password not checked offline",
                        verdict));
            }
            if (cut.isPresent() && results.size() > before) {
                results.set(before, results.get(before).withNote(IntakeProcessor.signOffNote(cut.get())));
            }
        }
        List<String> notes = new ArrayList<>(parsed.notes());
        notes.add("Checked offline: passwords, credentials and the sender were not checked, and nothing was "
                + "queued.");
        return new Checked(new Acknowledgement(0, game.id(), "", subject == null ? "" : subject, List.of(), true,
                results, notes), queued);
    }

    private static BlockResult verdict(String title, int headerLine, String role, BlockVerdict verdict) {
        return verdict.isAccepted()
                ? new BlockResult(title, headerLine, true, role, verdict.normalForm(), List.of(), verdict.notes())
                : BlockResult.rejected(title, headerLine, verdict.problems());
    }

    private static String title(Block block) {
        return block instanceof Block.UnitBlock u ? u.unitId().toUpperCase(Locale.ROOT)
                : "player " + ((Block.PlayerBlock) block).who();
    }
}
