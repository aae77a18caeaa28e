import Foundation
import StateCheck

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "bench" {
    exit(benchCommand(Array(arguments.dropFirst())))
}
print("statecheck")
