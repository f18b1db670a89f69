import LarderWeb
import ArgumentParser
import Hummingbird
