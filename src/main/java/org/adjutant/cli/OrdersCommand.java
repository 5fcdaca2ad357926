package org.adjutant.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.adjutant.game.HostedGame;
import org.adjutant.intake.Acknowledgement;
import org.adjutant.intake.OfflineCheck;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.store.GameRow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "orders", mixinStandardHelpOptions = true, description = "Work with order mails offline.",
        subcommands = {OrdersCommand.Check.class})
final class OrdersCommand {
    @ParentCommand
    Main main;

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Check an order file against a scenario's opening position and print the reply the "
                    + "robot would mail (passwords are not checked offline; nothing is queued). Exit code 0 when "
                    + "every block is accepted, 1 otherwise.")
    static final class Check implements Callable<Integer> {
        @ParentCommand
        OrdersCommand orders;
        @Spec
        CommandSpec spec;
        @Parameters(paramLabel = "ORDERS", description = "A text file with the body of an order mail.")
        Path file;
        @Option(names = "--scenario", required = true, description = "The scenario file, e.g. "
                + "data/gitm/scenarios/1846.yaml.")
        Path scenario;
        @Option(names = "--ruleset", defaultValue = "gitm", description = "The ruleset (default: ${DEFAULT-VALUE}).")
        String rulesetId;
        @Option(names = "--subject", defaultValue = "orders", description = "The mail's subject (CHECK, [game]).")
        String subject;

        @Override
        public Integer call() throws Exception {
            Path home = orders.main.home();
            Ruleset ruleset = Homes.ruleset(spec, home, rulesetId);
            Optional<Opening> opened = Homes.open(ruleset, scenario);
            if (opened.isEmpty()) {
                return 2;
            }
            Opening opening = opened.get();
            HostedGame game = new HostedGame(new GameRow("offline", ruleset.id(), "offline check", 0,
                    Instant.EPOCH, 0), ruleset, opening.state());
            Acknowledgement ack = OfflineCheck.check(game, opening.roles(),
                    Files.readString(file, StandardCharsets.UTF_8), subject);
            TemplateRenderer templates = new TemplateRenderer(home.resolve("templates"));
            System.out.println("Subject: " + ack.subject());
            System.out.println();
            System.out.print(templates.acknowledgement(ack).text());
            return ack.rejected() == 0 ? 0 : 1;
        }
    }
}
